import { useRef, useState } from 'react';
import { Button, Card, Empty, Flex, Menu, Popconfirm, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TagObjectKind } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { TAGS_QUERY_KEY, deleteTag, deleteTagGroup, fetchTagGroups, fetchTags, type TagRow } from '../api';
import { runAction } from '../../../shell/submit';
import { TagFormModal, type TagDialog } from './TagFormModal';
import { TAG_LIST } from '../lists';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';

type Conditions = { objectKind: TagObjectKind; groupId?: number; keyword?: string };
const ALL = 'all';

/** Tag groups and tags of one kind of object (person, order, customer...). */
export function TagsManager({ objectKind, title }: { objectKind: TagObjectKind; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const groups = useQuery({
    queryKey: [TAGS_QUERY_KEY, objectKind, 'groups'],
    queryFn: () => fetchTagGroups(objectKind),
  });
  const list = useListState(TAG_LIST);
  const { groupId, keyword } = list.filters;
  const groupKey = groupId ? String(groupId) : ALL;
  const setGroupKey = (key: string) => list.setFilters({ groupId: key === ALL ? undefined : Number(key) });
  const [dialog, setDialog] = useState<TagDialog | null>(null);
  const groupList = groups.data?.list ?? [];
  const group = groupList.find((g) => String(g.id) === groupKey);

  const refresh = () => {
    table.current?.reload();
    void queryClient.invalidateQueries({ queryKey: [TAGS_QUERY_KEY, objectKind] });
  };
  const act = async (call: () => Promise<unknown>) => {
    if (!(await runAction(call))) return;
    showToast('success', t('organization.common.deleted'));
    refresh();
  };

  const columns: DataColumn<TagRow>[] = [
    {
      key: 'name',
      title: t('organization.tag.name'),
      dataIndex: 'name',
      render: (name: string, r) => <Tag color={r.color ?? undefined}>{name}</Tag>,
    },
    {
      key: 'group',
      title: t('organization.tag.group'),
      dataIndex: 'groupName',
      width: 200,
      render: (g: string | null) => g ?? t('organization.tag.ungrouped'),
    },
    {
      title: t('organization.common.actions'),
      width: 160,
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'tag', tag: r })}>
            {t('organization.common.edit')}
          </Button>
          <Popconfirm
            title={t('organization.tag.deleteConfirm', { name: r.name })}
            okText={t('organization.common.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('organization.common.cancel')}
            onConfirm={() => act(() => deleteTag(r.id))}
          >
            <Button type="link" size="small" danger>
              {t('organization.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const groupTools = group && (
    <Space size={4}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('organization.tag.editGroupTitle')}
        onClick={() => setDialog({ kind: 'group', group })}
      />
      <Popconfirm
        title={t('organization.tag.deleteGroupConfirm', { name: group.name })}
        okText={t('organization.common.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('organization.common.cancel')}
        onConfirm={() => act(() => deleteTagGroup(group.id)).then(() => setGroupKey(ALL))}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('organization.common.delete')} />
      </Popconfirm>
    </Space>
  );

  return (
    <Card title={title}>
      <Flex gap={16} align="flex-start" wrap>
        <Card
          size="small"
          title={t('organization.tag.groups')}
          extra={groupTools}
          style={{ flex: '0 0 240px' }}
        >
          <Menu
            mode="inline"
            selectedKeys={[groupKey]}
            onClick={({ key }) => setGroupKey(key)}
            style={{ borderInlineEnd: 'none' }}
            items={[
              { key: ALL, label: t('organization.tag.allTags') },
              ...groupList.map((g) => ({ key: String(g.id), label: g.name })),
            ]}
          />
          {groupList.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organization.tag.noGroups')} />
          )}
          <Button
            block
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'group' })}
            data-testid="tag-group-add"
          >
            {t('organization.tag.addGroupTitle')}
          </Button>
        </Card>
        <div style={{ flex: '1 1 500px', minWidth: 0 }}>
          <DataTable<TagRow, Conditions>
            ref={table}
            tableId={`tags-${objectKind}`}
            queryKey={[TAGS_QUERY_KEY, objectKind, 'list']}
            fetchPage={fetchTags}
            conditions={{ objectKind, groupId, keyword }}
            list={list}
            columns={columns}
            rowKey="id"
            toolbar={
              <Space wrap>
                <ListKeyword
                  value={keyword}
                  onChange={(next) => list.setFilters({ keyword: next })}
                  placeholder={t('organization.tag.keyword')}
                  aria-label={t('organization.tag.keyword')}
                  style={{ width: 220 }}
                  data-testid="tag-keyword"
                />
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setDialog({ kind: 'tag', groupId: group?.id })}
                  data-testid="tag-add"
                >
                  {t('organization.tag.addTitle')}
                </Button>
              </Space>
            }
          />
        </div>
      </Flex>
      {dialog && (
        <TagFormModal
          dialog={dialog}
          objectKind={objectKind}
          groups={groupList}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            showToast('success', t('organization.common.saved'));
            refresh();
          }}
        />
      )}
    </Card>
  );
}
