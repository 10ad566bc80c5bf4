import { useState } from 'react';
import { Checkbox, DatePicker, Input, InputNumber, Modal, Radio, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_REPEATS,
  TIMED_NOTICE_CONTENT_MAX,
  TIMED_NOTICE_TITLE_MAX,
  timedNoticeSaveSchema,
  type NoticeRepeat,
  type TimedNoticeItem,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { RolesPicker, TeamsPicker } from '../../organization';
import { TIMED_FIELDS, createTimedNotice, updateTimedNotice } from '../api';
import { PeoplePicker } from './AudiencePickers';

interface Props {
  notice?: TimedNoticeItem;
  onClose(): void;
  onDone(): void;
}

interface Values {
  title: string;
  content?: string;
  repeat: NoticeRepeat;
  runAt?: Dayjs | null;
  time?: Dayjs | null;
  weekDays?: number[];
  monthDay?: number | null;
  roleIds?: number[];
  teamIds?: number[];
  userIds?: number[];
  enabled: boolean;
}

const DAYS = [1, 2, 3, 4, 5, 6, 7];

type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Schedules a notice: its text, once or repeating, and who gets it (roles, teams, people). */
export function TimedNoticeFormModal({ notice, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const repeat = Form.useWatch('repeat', form) ?? notice?.repeat ?? 'daily';
  const initial: Values = {
    title: notice?.title ?? '',
    content: notice?.content ?? '',
    repeat: notice?.repeat ?? 'daily',
    runAt: notice?.runAt ? dayjs(notice.runAt) : null,
    time: notice?.time ? dayjs(notice.time, 'HH:mm') : dayjs('09:00', 'HH:mm'),
    weekDays: notice?.weekDays ?? [1],
    monthDay: notice?.monthDay ?? 1,
    roleIds: notice?.roles.map((r) => r.id) ?? [],
    teamIds: notice?.teams.map((r) => r.id) ?? [],
    userIds: notice?.users.map((r) => r.id) ?? [],
    enabled: notice?.enabled ?? true,
  };

  const save = async (v: Values) => {
    setSaving(true);
    const body = {
      title: v.title,
      content: v.content ?? '',
      repeat: v.repeat,
      runAt: v.repeat === 'once' && v.runAt ? v.runAt.second(0).millisecond(0).toISOString() : null,
      time: v.repeat !== 'once' && v.time ? v.time.format('HH:mm') : null,
      weekDays: v.repeat === 'weekly' ? (v.weekDays ?? []) : null,
      monthDay: v.repeat === 'monthly' ? (v.monthDay ?? null) : null,
      roleIds: v.roleIds ?? [],
      teamIds: v.teamIds ?? [],
      userIds: v.userIds ?? [],
      enabled: v.enabled,
    };
    const done = await submitForm(form, TIMED_FIELDS, () =>
      notice ? updateTimedNotice(notice.id, body) : createTimedNotice(body),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };
  const required = (label: string) => [
    { required: true, message: t('notices.timed.required', { field: label }) },
  ];

  return (
    <Modal
      open
      width={640}
      title={t(notice ? 'notices.timed.editTitle' : 'notices.timed.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('notices.common.save')}
      cancelText={t('notices.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item
          name="title"
          label={t('notices.fields.title')}
          rules={rules.field(timedNoticeSaveSchema.in.shape.title, t('notices.fields.title'))}
        >
          <Input maxLength={TIMED_NOTICE_TITLE_MAX} showCount data-testid="timed-title" />
        </Form.Item>
        <Form.Item name="content" label={t('notices.fields.content')}>
          <Input.TextArea rows={3} maxLength={TIMED_NOTICE_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item name="repeat" label={t('notices.fields.repeat')}>
          <Radio.Group
            optionType="button"
            options={NOTICE_REPEATS.map((r) => ({ value: r, label: t(`notices.repeat.${r}`) }))}
          />
        </Form.Item>
        {repeat === 'once' ? (
          <Form.Item
            name="runAt"
            label={t('notices.fields.runAt')}
            rules={required(t('notices.fields.runAt'))}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="time" label={t('notices.fields.time')} rules={required(t('notices.fields.time'))}>
            <TimePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
        )}
        {repeat === 'weekly' && (
          <Form.Item
            name="weekDays"
            label={t('notices.fields.weekDays')}
            rules={required(t('notices.fields.weekDays'))}
          >
            <Checkbox.Group
              options={DAYS.map((d) => ({ value: d, label: t(`notices.weekDays.${d as WeekDay}`) }))}
            />
          </Form.Item>
        )}
        {repeat === 'monthly' && (
          <Form.Item
            name="monthDay"
            label={t('notices.fields.monthDay')}
            extra={t('notices.timed.monthDayHint')}
            rules={required(t('notices.fields.monthDay'))}
          >
            <InputNumber min={1} max={31} precision={0} />
          </Form.Item>
        )}
        <Form.Item name="roleIds" label={t('notices.fields.roles')}>
          <RolesPicker />
        </Form.Item>
        <Form.Item name="teamIds" label={t('notices.fields.teams')}>
          <TeamsPicker />
        </Form.Item>
        <Form.Item name="userIds" label={t('notices.fields.people')} extra={t('notices.timed.audienceHint')}>
          <PeoplePicker known={notice?.users} />
        </Form.Item>
        <Form.Item name="enabled" label={t('notices.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
