import { sql } from 'drizzle-orm';
import type { ControlType, FieldInput, SessionRole } from '@fieldline/domain';
import { rows } from '../../db/client';
import { resolvePhone, type DemoAccount, type Phone } from '../../test/accounts';
import { as, type Session, type TestApp } from '../../test/app';

/** One field of every control type, valid as a set (the calculator sums the numbers). */
export const EVERY_TYPE: (Partial<FieldInput> & { code: string; name: string; type: ControlType })[] = [
  { code: 'f_text', name: '单行文本', type: 'text', props: { placeholder: '请输入' } },
  { code: 'f_number', name: '数字', type: 'number' },
  { code: 'f_radio', name: '单选', type: 'radio', props: { options: ['甲', '乙', '其他'] } },
  { code: 'f_checkbox', name: '多选', type: 'checkbox', props: { options: ['红', '绿', '蓝'] } },
  { code: 'f_time', name: '时间段', type: 'time' },
  { code: 'f_address', name: '地址', type: 'address' },
  { code: 'f_switch', name: '是否', type: 'switch' },
  { code: 'f_scanner', name: '扫码', type: 'scanner' },
  { code: 'f_position', name: '定位', type: 'position' },
  { code: 'f_img', name: '图片', type: 'img' },
  {
    code: 'f_textarea',
    name: '多行文本',
    type: 'textarea',
    condition: { field: 'f_radio', values: ['其他'], effect: 'require' },
  },
  { code: 'f_explain', name: '说明', type: 'explain', props: { content: '请如实填写' } },
  { code: 'f_single', name: '下拉', type: 'singleCheck', props: { options: ['A级', 'B级'] } },
  { code: 'f_money', name: '金额', type: 'expenses_number' },
  { code: 'f_upload', name: '附件', type: 'upload' },
  { code: 'f_link', name: '链接', type: 'hyperlink' },
  {
    code: 'f_cascade',
    name: '级联',
    type: 'multistage',
    props: { tree: [{ label: '华东', children: [{ label: '上海', children: [{ label: '浦东' }] }] }] },
  },
  { code: 'f_calc', name: '合计', type: 'calculator', props: { formula: '{f_number} + {f_money} * 2' } },
  { code: 'f_call', name: '电话', type: 'call' },
  { code: 'f_sign', name: '签名', type: 'signature' },
  { code: 'f_star', name: '评分', type: 'commentStar', props: { maxStars: 5 } },
  { code: 'f_date', name: '日期', type: 'calendarDate' },
  { code: 'f_clock', name: '时刻', type: 'calendarTime' },
  { code: 'f_datetime', name: '日期时间', type: 'calendarDatetime' },
  { code: 'f_images', name: '多图', type: 'imgMultiple', help: '最多9张' },
];

/** The id of a kind's default template (made lazily when missing). */
export async function defaultTemplateId(t: TestApp, s: Session, kind: number) {
  const res = await as(t, s).get(`/api/v2/temp/cusTempField?kind=${kind}`);
  return res.json().data.template.id as number;
}

/** Field ids of a template by code. */
export async function fieldIds(t: TestApp, s: Session, kind: number, templateId: number) {
  const res = await as(t, s).get(`/api/v2/temp/cusTempField?kind=${kind}&templateId=${templateId}`);
  const fields = res.json().data.fields as { id: string; code: string }[];
  return Object.fromEntries(fields.map((f) => [f.code, f.id])) as Record<string, string>;
}

/**
 * A caller for direct service calls: a demo account by name (or another user by phone) with their
 * roles, as a session has them.
 */
export async function actor(t: TestApp, who: DemoAccount | Phone, locale: string | null = null) {
  const phone = resolvePhone(who);
  const [u] = await rows<{ id: number; enterprise_id: number; name: string; types: number[] }>(
    t.database.db,
    sql`select u.id::int as id, u.enterprise_id::int as enterprise_id, u.name,
               array_agg(r.type::int) as types
          from users u join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id
          join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
         where u.phone = ${phone} group by u.id, u.enterprise_id, u.name order by u.enterprise_id limit 1`,
  );
  return {
    user: { id: u!.id, enterpriseId: u!.enterprise_id, name: u!.name, phone, locale },
    roles: u!.types.map((type, i) => ({ id: i + 1, type, role_name: '', built_in: true }) as SessionRole),
  };
}

/** A file row of an enterprise (storage is not needed to check references). */
export async function fileRow(t: TestApp, enterpriseId: number, mime: string, size: number) {
  const [f] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into files (enterprise_id, storage_key, name, mime, size, uploaded_by)
        select ${enterpriseId}, 'test/' || gen_random_uuid(), 'x', ${mime}, ${size}, min(id)
          from users where enterprise_id = ${enterpriseId}
        returning id::int as id`,
  );
  return `/api/file/download/${f!.id}`;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
