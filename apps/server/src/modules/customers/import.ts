import { eq, inArray, isNull, or } from 'drizzle-orm';
import {
  ADDRESS_TYPES,
  CUSTOMER_ACCESS,
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_CONTROLS,
  CUSTOMER_IMPORT_ERRORS_MAX,
  CUSTOMER_IMPORT_MAX_ROWS,
  FORM_KINDS,
  IMPORT_LIST_SEPARATORS,
  TAG_OBJECT_KINDS,
  customerCreateSchema,
  customerImportColumnOf,
  fieldAllowed,
  formIssueText,
  importCellValue,
  importHeader,
  issueText,
  normaliseImportHeader,
  type CustomerCreateInput,
  type CustomerImportColumn,
  type CustomerImportError,
  type CustomerImportResult,
  type FieldDef,
  type FieldValues,
  type FormIssue,
  type Locale,
} from '@fieldline/domain';
import { customerAddresses, customerContacts, customers, tags, users } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { AppError } from '../../core/errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { writeXlsx } from '../../core/xlsx';
import { XlsxReadError, readXlsx, type SheetRow } from '../../core/xlsx-read';
import { fieldDefsOf, roleTypesOf, validateRecordValues } from '../forms';
import { batchAdd } from '../tags';
import { allTeams } from '../teams';
import { recordChange } from './changes';
import { customerErrors } from './errors';
import { batchGeocoder } from './geocode';

/**
 * Customer import from .xlsx (issue 6): one customer per row with its default contact, an optional
 * default address, owner, service team, tags and the importable custom fields. Every row is checked
 * with the rules of POST /v2/customer/addCustomer; refused rows are reported (row, column, message
 * in the caller's language) and the good rows saved, their addresses placed with the map provider
 * (an address it cannot place is saved without coordinates).
 */

const KIND = FORM_KINDS.customer;
const INSERT_CHUNK = 500;
/** Names looked up in one query (keeps bind parameters well under the limit). */
const LOOKUP_CHUNK = 1000;

/** The customer field set's custom fields a cell can fill, that the caller may edit. */
export async function importableFields(t: Tenant) {
  const set = await fieldDefsOf(t, KIND);
  const roleTypes = roleTypesOf(t.auth);
  return set.fields.filter(
    (f) =>
      f.visible &&
      CUSTOMER_IMPORT_CONTROLS.includes(f.type) &&
      fieldAllowed(set.settings, f.id, roleTypes, 'edit'),
  );
}

const fieldHeader = (f: FieldDef) => `${f.name}${f.required ? '*' : ''}`;

/** GET /v2/customer/importTemplate: the header row in the caller's language, custom fields last. */
export async function importTemplate(t: Tenant) {
  const { locale } = t;
  const fields = await importableFields(t);
  return writeXlsx(
    locale === 'zh_CN' ? '客户' : 'Customers',
    [...CUSTOMER_IMPORT_COLUMNS.map((c) => importHeader(c, locale)), ...fields.map(fieldHeader)],
    [],
  );
}

const columnLabel = (key: CustomerImportColumn, locale: Locale) =>
  CUSTOMER_IMPORT_COLUMNS.find((c) => c.key === key)!.label[locale];

/** The first non-blank row is the header: the column of each fixed column and custom field. */
function readHeader(rows: SheetRow[], fields: FieldDef[]) {
  const at = rows.findIndex((r) => r.cells.some((c) => c.trim()));
  const columns = new Map<CustomerImportColumn, number>();
  const custom = new Map<FieldDef, number>();
  const byName = new Map(fields.map((f) => [normaliseImportHeader(f.name), f]));
  if (at >= 0)
    rows[at]!.cells.forEach((text, i) => {
      const key = customerImportColumnOf(text);
      if (key) {
        if (!columns.has(key)) columns.set(key, i);
        return;
      }
      const field = byName.get(normaliseImportHeader(text));
      if (field && !custom.has(field)) custom.set(field, i);
    });
  return { at, columns, custom };
}

async function readSheet(bytes: Uint8Array) {
  try {
    return await readXlsx(bytes, { maxRows: CUSTOMER_IMPORT_MAX_ROWS + 1 });
  } catch (err) {
    if (err instanceof XlsxReadError && err.reason === 'too-many-rows')
      throw customerErrors.IMPORT_TOO_MANY_ROWS({ field: 'file', params: { max: CUSTOMER_IMPORT_MAX_ROWS } });
    if (err instanceof XlsxReadError) throw customerErrors.IMPORT_NOT_XLSX({ field: 'file' });
    throw err;
  }
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Owners by the names and mobile numbers the file gives (enabled users only). */
async function ownerLookup(t: TenantDb, texts: string[]) {
  const found: { id: number; name: string; phone: string }[] = [];
  for (const part of chunks(texts, LOOKUP_CHUNK))
    found.push(
      ...(await t.db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(
          mine(t, users, eq(users.enabled, true), or(inArray(users.name, part), inArray(users.phone, part))),
        )),
    );
  return (text: string): { id: number } | 'unknown' | 'ambiguous' => {
    const byPhone = found.find((u) => u.phone === text);
    if (byPhone) return byPhone;
    const named = found.filter((u) => u.name === text);
    return named.length === 1 ? named[0]! : named.length ? 'ambiguous' : 'unknown';
  };
}

/** Names among `names` that customers not in the recycle bin already have. */
async function takenNames(t: TenantDb, names: string[]) {
  const taken = new Set<string>();
  for (const part of chunks(names, LOOKUP_CHUNK))
    for (const r of await t.db
      .select({ name: customers.name })
      .from(customers)
      .where(mine(t, customers, inArray(customers.name, part), isNull(customers.deletedAt))))
      taken.add(r.name);
  return taken;
}

/** Which column a zod issue of the create schema is about. */
function issueColumn(path: readonly PropertyKey[]): CustomerImportColumn {
  const [top, , key] = path.map(String);
  if (top === 'contacts') return key === 'phone' ? 'contactPhone' : 'contactName';
  if (top === 'addresses')
    return (['province', 'city', 'region', 'detail'] as const).find((k) => k === key) ?? 'province';
  if (top === 'tagIds') return 'tags';
  if (top === 'ownerUserId') return 'owner';
  if (top === 'serviceTeamId') return 'serviceTeam';
  return 'name';
}

interface GoodRow {
  row: number;
  input: CustomerCreateInput;
  templateId: number;
  values: FieldValues;
}

/**
 * POST /v2/customer/import: reads the first sheet, checks every row, saves the good ones in one
 * transaction (with their contact, address, tags and an "imported" timeline row) and answers the
 * counts and the refused rows.
 */
export async function importCustomers(t: Tenant, bytes: Uint8Array): Promise<CustomerImportResult> {
  const { db, locale } = t;
  const rows = await readSheet(bytes);
  const fields = await importableFields(t);
  const { at, columns, custom } = readHeader(rows, fields);
  if (!columns.has('name'))
    throw customerErrors.IMPORT_NO_HEADER({ field: 'file', params: { column: columnLabel('name', locale) } });
  const data = rows.slice(at + 1).filter((r) => r.cells.some((c) => c.trim()));
  if (data.length === 0) throw customerErrors.IMPORT_EMPTY({ field: 'file' });

  const cellOf = (cells: string[], key: CustomerImportColumn) => {
    const i = columns.get(key);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const distinct = (key: CustomerImportColumn) => [
    ...new Set(data.map((r) => cellOf(r.cells, key)).filter(Boolean)),
  ];
  const owners = await ownerLookup(t, distinct('owner'));
  const teams = await allTeams(t);
  const tagIds = new Map(
    (
      await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(mine(t, tags, eq(tags.objectKind, TAG_OBJECT_KINDS.customer)))
    ).map((tag) => [tag.name, tag.id]),
  );
  const taken = await takenNames(t, distinct('name'));
  const canAssign = t.powers.includes(CUSTOMER_ACCESS.assign);

  const errors: CustomerImportError[] = [];
  const refused = new Set<number>();
  const refuse = (row: number, column: string, message: string) => {
    refused.add(row);
    if (!errors.some((e) => e.row === row && e.field === column))
      errors.push({ row, field: column, message });
  };
  const label = (key: CustomerImportColumn) => columnLabel(key, locale);
  const good: GoodRow[] = [];
  const firstRowOfName = new Map<string, number>();
  /** Custom values checked once per distinct input (most rows of a file share a few). */
  const checked = new Map<string, { templateId: number; values: FieldValues } | FormIssue[]>();

  for (const { row, cells } of data) {
    const cell = (key: CustomerImportColumn) => cellOf(cells, key);
    const raw: Record<string, unknown> = {
      name: cell('name'),
      contacts: [{ name: cell('contactName'), phone: cell('contactPhone') }],
      addresses: [],
    };
    if (['province', 'city', 'region', 'detail'].some((k) => cell(k as CustomerImportColumn)))
      raw.addresses = [
        {
          type: ADDRESS_TYPES.service,
          province: cell('province'),
          city: cell('city'),
          region: cell('region'),
          detail: cell('detail'),
        },
      ];

    const owner = cell('owner');
    if (owner) {
      const found = owners(owner);
      if (found === 'unknown')
        refuse(
          row,
          label('owner'),
          customerErrors.IMPORT_OWNER_UNKNOWN({ params: { name: owner } }).messageIn(locale),
        );
      else if (found === 'ambiguous')
        refuse(
          row,
          label('owner'),
          customerErrors.IMPORT_OWNER_AMBIGUOUS({ params: { name: owner } }).messageIn(locale),
        );
      else if (found.id !== t.user.id && !canAssign)
        refuse(row, label('owner'), customerErrors.ASSIGN_FORBIDDEN().messageIn(locale));
      else raw.ownerUserId = found.id;
    }
    const team = cell('serviceTeam');
    if (team) {
      const named = teams.filter((x) => x.name === team);
      if (named.length !== 1)
        refuse(
          row,
          label('serviceTeam'),
          (named.length ? customerErrors.IMPORT_TEAM_AMBIGUOUS : customerErrors.IMPORT_TEAM_UNKNOWN)({
            params: { name: team },
          }).messageIn(locale),
        );
      else if (!canAssign)
        refuse(row, label('serviceTeam'), customerErrors.ASSIGN_FORBIDDEN().messageIn(locale));
      else raw.serviceTeamId = named[0]!.id;
    }
    const tagNames = [
      ...new Set(
        cell('tags')
          .split(IMPORT_LIST_SEPARATORS)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    const unknownTag = tagNames.find((n) => !tagIds.has(n));
    if (unknownTag)
      refuse(
        row,
        label('tags'),
        customerErrors.IMPORT_TAG_UNKNOWN({ params: { name: unknownTag } }).messageIn(locale),
      );
    else if (tagNames.length) raw.tagIds = tagNames.map((n) => tagIds.get(n)!);

    const customInput: Record<string, unknown> = {};
    for (const [field, i] of custom) {
      const text = (cells[i] ?? '').trim();
      if (text) customInput[field.id] = importCellValue(field.type, text);
    }

    const parsed = customerCreateSchema.safeParse(raw);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const column = label(issueColumn(issue.path));
        refuse(row, column, issueText(issue, column, locale));
      }

    const name = typeof raw.name === 'string' ? raw.name : '';
    if (name) {
      const first = firstRowOfName.get(name);
      if (first !== undefined)
        refuse(
          row,
          label('name'),
          customerErrors.IMPORT_NAME_REPEATED({ params: { row: first } }).messageIn(locale),
        );
      else {
        firstRowOfName.set(name, row);
        if (taken.has(name))
          refuse(
            row,
            label('name'),
            customerErrors.CUSTOMER_NAME_TAKEN({ params: { name } }).messageIn(locale),
          );
      }
    }

    const key = JSON.stringify(customInput);
    if (!checked.has(key)) {
      try {
        checked.set(key, await validateRecordValues(t, { kind: KIND, input: customInput }));
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'FIELD_INVALID') throw err;
        checked.set(key, (err.data as { issues: FormIssue[] }).issues);
      }
    }
    const customResult = checked.get(key)!;
    if (Array.isArray(customResult))
      for (const issue of customResult) refuse(row, issue.fieldName, formIssueText(issue, locale));

    if (refused.has(row) || !parsed.success || Array.isArray(customResult)) continue;
    good.push({ row, input: parsed.data, ...customResult });
  }

  // addresses are placed before the transaction (a provider's latency never holds locks)
  const locate = batchGeocoder(t.app.maps);
  for (const { input } of good)
    input.addresses = await Promise.all(
      input.addresses.map(async (a) => {
        const point = await locate(a);
        return { ...a, lng: point?.lng ?? null, lat: point?.lat ?? null };
      }),
    );

  try {
    await db.transaction(async (tx) => {
      for (const part of chunks(good, INSERT_CHUNK)) await saveRows(withDb(t, tx), part);
    });
  } catch (err) {
    // another import or a new customer took one of the names meanwhile: nothing was saved
    if (isUniqueViolation(err, 'customers_name_uq')) throw customerErrors.IMPORT_CONFLICT();
    throw err;
  }

  errors.sort((a, b) => a.row - b.row);
  return {
    total: data.length,
    saved: good.length,
    failed: refused.size,
    errors: errors.slice(0, CUSTOMER_IMPORT_ERRORS_MAX),
  };
}

/** Saves checked rows: customers, default contacts and addresses, tags, "imported" timeline rows. */
async function saveRows(t: Tenant, rows: GoodRow[]) {
  const { db: tx, enterpriseId: ep } = t;
  const inserted = await tx
    .insert(customers)
    .values(
      rows.map(({ input, templateId, values }) => {
        const contact = input.contacts[0]!;
        return {
          enterpriseId: ep,
          name: input.name,
          ownerUserId: input.ownerUserId ?? t.user.id,
          serviceTeamId: input.serviceTeamId ?? null,
          templateId,
          customValues: values,
          // what refreshSearchText would write for a customer with this one contact
          searchText: `${input.name} ${contact.name} ${contact.phone}`,
          createdBy: t.user.id,
        };
      }),
    )
    .returning({ id: customers.id, name: customers.name });
  const idOf = new Map(inserted.map((c) => [c.name, c.id]));
  const withId = rows.map((r) => ({ ...r, id: idOf.get(r.input.name)! }));
  await tx.insert(customerContacts).values(
    withId.map(({ id, input }) => ({
      enterpriseId: ep,
      customerId: id,
      name: input.contacts[0]!.name,
      phone: input.contacts[0]!.phone,
      isDefault: true,
    })),
  );
  const addressed = withId.filter((r) => r.input.addresses.length);
  if (addressed.length)
    await tx.insert(customerAddresses).values(
      addressed.map(({ id, input }) => {
        const a = input.addresses[0]!;
        return {
          enterpriseId: ep,
          customerId: id,
          type: a.type,
          province: a.province,
          city: a.city ?? null,
          region: a.region ?? null,
          detail: a.detail ?? null,
          lng: a.lng ?? null,
          lat: a.lat ?? null,
          isDefault: true,
        };
      }),
    );
  const byTag = new Map<number, number[]>();
  for (const r of withId)
    for (const tagId of r.input.tagIds ?? []) byTag.set(tagId, [...(byTag.get(tagId) ?? []), r.id]);
  for (const [tagId, objectIds] of byTag)
    await batchAdd(t, { objectKind: TAG_OBJECT_KINDS.customer, objectIds, tagIds: [tagId] });
  await recordChange(
    t,
    withId.map((r) => r.id),
    'imported',
  );
}
