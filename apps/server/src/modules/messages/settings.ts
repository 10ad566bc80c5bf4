import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_RECIPIENTS,
  DOMAIN_EVENT_KIND_LIST,
  MESSAGE_CHANNELS,
  MESSAGE_RECIPIENTS,
  type DomainEventKind,
  type MessageChannel,
  type MessageChannelState,
  type MessageRecipient,
  type MessageSetting,
  type MessageSettingInput,
} from '@fieldline/domain';
import { messageSettings, roles } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import { messageErrors } from './errors';

const defaults = (kind: DomainEventKind): MessageSetting => ({
  kind,
  enabled: true,
  recipients: [...DEFAULT_MESSAGE_RECIPIENTS[kind]],
  roleIds: [],
  channels: ['inApp'],
  saved: false,
});

const known =
  <T extends string>(list: readonly T[]) =>
  (v: string): v is T =>
    list.includes(v as T);

/** The effective setting of every kind: the enterprise's saved row, else the defaults. */
export async function messageSettingsOf(
  t: TenantDb,
  kinds: readonly DomainEventKind[] = DOMAIN_EVENT_KIND_LIST,
) {
  const saved = await t.db
    .select()
    .from(messageSettings)
    .where(mine(t, messageSettings, inArray(messageSettings.kind, [...kinds])));
  return kinds.map((kind): MessageSetting => {
    const row = saved.find((r) => r.kind === kind);
    if (!row) return defaults(kind);
    return {
      kind,
      enabled: row.enabled,
      recipients: row.recipients.filter(known<MessageRecipient>(MESSAGE_RECIPIENTS)),
      roleIds: row.roleIds.map(Number),
      channels: row.channels.filter(known<MessageChannel>(MESSAGE_CHANNELS)),
      saved: true,
    };
  });
}

/** Saves one kind's setting; the named roles must be the enterprise's, the chosen channels set up. */
export async function saveMessageSetting(
  t: TenantDb,
  input: MessageSettingInput,
  available: MessageChannelState,
) {
  if (input.channels.includes('chatApp') && !available.chatApp)
    throw messageErrors.CHANNEL_CHAT_APP_UNSET({ field: 'channels' });
  if (input.channels.includes('email') && !available.email)
    throw messageErrors.CHANNEL_EMAIL_UNSET({ field: 'channels' });
  const roleIds = input.recipients.includes('roles') ? [...new Set(input.roleIds)] : [];
  if (roleIds.length) {
    const found = await t.db
      .select({ id: roles.id })
      .from(roles)
      .where(mine(t, roles, inArray(roles.id, roleIds)));
    if (found.length !== roleIds.length) throw messageErrors.MESSAGE_ROLE_NOT_FOUND({ field: 'roleIds' });
  }
  const values = {
    enabled: input.enabled,
    recipients: [...new Set(input.recipients)],
    roleIds,
    channels: [...new Set(input.channels)],
    updatedAt: sql`now()`,
  };
  await t.db
    .insert(messageSettings)
    .values({ enterpriseId: t.enterpriseId, kind: input.kind, ...values })
    .onConflictDoUpdate({ target: [messageSettings.enterpriseId, messageSettings.kind], set: values });
  const [setting] = await messageSettingsOf(t, [input.kind]);
  return setting!;
}
