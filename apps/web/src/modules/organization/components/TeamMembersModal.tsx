import { useState } from 'react';
import { Button, Empty, Flex, Modal, Switch, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shell/notify';
import { fetchTeamMembers, saveTeamMembers, type TeamMember, type UserRow } from '../api';
import { runAction } from '../../../shell/submit';
import { UserPicker } from './pickers';

interface Props {
  team: { id: number; name: string };
  onClose(): void;
  onDone(): void;
}

/** A team's members and who among them dispatches; saved all at once. */
export function TeamMembersModal({ team, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const loaded = useQuery({
    queryKey: ['serviceGroup', 'members', team.id],
    queryFn: () => fetchTeamMembers(team.id),
  });
  const [members, setMembers] = useState<TeamMember[] | null>(null);
  const [adding, setAdding] = useState<UserRow | undefined>();
  const [saving, setSaving] = useState(false);
  const list = members ?? loaded.data?.list ?? [];

  const add = () => {
    if (adding && !list.some((m) => m.userId === adding.id))
      setMembers([
        ...list,
        {
          userId: adding.id,
          name: adding.name,
          phone: adding.phone,
          enabled: adding.enabled,
          isDispatcher: false,
        },
      ]);
    setAdding(undefined);
  };
  const save = async () => {
    setSaving(true);
    const ok = await runAction(() =>
      saveTeamMembers(
        team.id,
        list.map((m) => ({ userId: m.userId, isDispatcher: m.isDispatcher })),
      ),
    );
    setSaving(false);
    if (!ok) return;
    showToast('success', t('organization.common.saved'));
    onDone();
    onClose();
  };

  return (
    <Modal
      open
      width={640}
      title={t('organization.team.membersTitle', { name: team.name })}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText={t('organization.common.save')}
      cancelText={t('organization.common.cancel')}
    >
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <div style={{ flex: 1 }}>
          <UserPicker value={adding?.id} onPickUser={setAdding} />
        </div>
        <Button onClick={add} disabled={!adding} data-testid="member-add">
          {t('organization.team.addMember')}
        </Button>
      </Flex>
      <Table<TeamMember>
        rowKey="userId"
        size="small"
        loading={loaded.isPending}
        dataSource={list}
        pagination={false}
        scroll={{ y: 320 }}
        locale={{ emptyText: <Empty description={t('organization.team.noMembers')} /> }}
        columns={[
          { title: t('organization.user.name'), dataIndex: 'name' },
          { title: t('organization.user.phone'), dataIndex: 'phone' },
          {
            title: t('organization.team.dispatcher'),
            width: 100,
            render: (_v, m) => (
              <Switch
                size="small"
                checked={m.isDispatcher}
                onChange={(on) =>
                  setMembers(list.map((x) => (x.userId === m.userId ? { ...x, isDispatcher: on } : x)))
                }
              />
            ),
          },
          {
            title: t('organization.common.actions'),
            width: 90,
            render: (_v, m) => (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setMembers(list.filter((x) => x.userId !== m.userId))}
              >
                {t('organization.team.removeMember')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
