import { Button, Dropdown, Popconfirm, Space } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { ORG_ACCESS } from '@fieldline/domain';
import { ORG_PATHS } from '../paths';
import { showToast } from '../../../shell/notify';
import { setUserEnabled, type UserRow } from '../api';
import { runAction } from '../../../shell/submit';
import { useCan } from '../hooks/useOrg';

export type UserDialog = { kind: 'add' } | { kind: 'edit' | 'password' | 'handover'; user: UserRow };

interface Props {
  user: UserRow;
  onOpen(dialog: UserDialog): void;
  onChanged(): void;
}

/** A user row's actions, each shown only with its permission code. */
export function UserActions({ user, onOpen, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const toggle = async () => {
    if (!(await runAction(() => setUserEnabled(user.id, !user.enabled)))) return;
    showToast(
      'success',
      t(user.enabled ? 'organization.user.disabledDone' : 'organization.user.enabledDone'),
    );
    onChanged();
  };
  const more = [
    ...(can(ORG_ACCESS.userPassword)
      ? [{ key: 'password', label: t('organization.user.resetPassword') }]
      : []),
    ...(can(ORG_ACCESS.handover) ? [{ key: 'handover', label: t('organization.handover.action') }] : []),
  ];

  return (
    <Space size={0} wrap>
      <Link to={generatePath(ORG_PATHS.personnelDetail, { id: String(user.id) })}>
        <Button type="link" size="small">
          {t('organization.common.view')}
        </Button>
      </Link>
      {can(ORG_ACCESS.userEdit) && (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen({ kind: 'edit', user })}
          data-testid="user-edit"
        >
          {t('organization.common.edit')}
        </Button>
      )}
      {can(ORG_ACCESS.userEnable) && (
        <Popconfirm
          title={t(user.enabled ? 'organization.user.disableConfirm' : 'organization.user.enableConfirm', {
            name: user.name,
          })}
          okText={t('organization.common.confirm')}
          cancelText={t('organization.common.cancel')}
          onConfirm={() => toggle()}
        >
          <Button type="link" size="small" danger={user.enabled}>
            {user.enabled ? t('organization.user.disable') : t('organization.user.enable')}
          </Button>
        </Popconfirm>
      )}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more,
            onClick: ({ key }) => onOpen({ kind: key as 'password' | 'handover', user }),
          }}
        >
          <Button
            type="link"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('organization.common.more')}
          />
        </Dropdown>
      )}
    </Space>
  );
}
