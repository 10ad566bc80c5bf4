import { useState } from 'react';
import { Button, Card, Col, Popconfirm, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_KINDS, type DocRow, type KnowledgeFile } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { openFilePreview } from '../../../components/FilePreview/preview';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { DOCS_KEY, KNOWLEDGE_KEY, deleteDoc, fetchDocs } from '../api';
import { CategoryTree } from '../components/CategoryTree';
import { DocFormModal } from '../components/DocFormModal';
import { SummaryStateTag } from '../components/SummaryStateTag';
import { docDetailPath } from '../paths';

/** /DOCManage: documents by category and name, their files and summary state; managers (10703) add and delete. */
export default function DocManagePage() {
  const { t } = useTranslation();
  const can = useCan();
  const manage = can(KNOWLEDGE_ACCESS.docs);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
  const remove = async (row: DocRow) => {
    if (await runAction(() => deleteDoc(row.id))) {
      showToast('success', t('knowledge.common.deleted'));
      reload();
    }
  };
  const columns: DataColumn<DocRow>[] = [
    {
      key: 'name',
      title: t('knowledge.doc.name'),
      dataIndex: 'name',
      width: 260,
      render: (name: string, row) => (
        <Link to={docDetailPath(row.id)} data-testid="kb-doc-row">
          {name}
        </Link>
      ),
    },
    { key: 'category', title: t('knowledge.fields.category'), dataIndex: 'categoryName', width: 120 },
    {
      key: 'file',
      title: t('knowledge.doc.file'),
      dataIndex: 'file',
      width: 200,
      render: (file: KnowledgeFile | null) =>
        file ? (
          <Button
            type="link"
            size="small"
            onClick={() => openFilePreview({ url: file.url, name: file.name })}
          >
            {file.name}
          </Button>
        ) : (
          '—'
        ),
      exportValue: (row) => row.file?.name ?? '',
    },
    {
      key: 'summaryState',
      title: t('knowledge.doc.summary'),
      dataIndex: 'summaryState',
      width: 110,
      render: (state: DocRow['summaryState']) => <SummaryStateTag state={state} />,
    },
    {
      key: 'updatedAt',
      title: t('knowledge.fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    ...(manage
      ? [
          {
            title: t('knowledge.common.actions'),
            width: 90,
            render: (_v: unknown, row: DocRow) => (
              <Popconfirm
                title={t('knowledge.doc.deleteConfirm')}
                onConfirm={() => void remove(row)}
                okText={t('knowledge.common.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('knowledge.common.cancel')}
              >
                <Button type="link" size="small" danger>
                  {t('knowledge.common.delete')}
                </Button>
              </Popconfirm>
            ),
          } as DataColumn<DocRow>,
        ]
      : []),
  ];
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={6}>
        <CategoryTree
          kind={KNOWLEDGE_KINDS.doc}
          canManage={manage}
          selected={categoryId}
          onSelect={setCategoryId}
        />
      </Col>
      <Col xs={24} lg={18}>
        <Card
          title={t('knowledge.routes.DOCManage')}
          extra={
            manage && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="kb-doc-add"
              >
                {t('knowledge.doc.add')}
              </Button>
            )
          }
        >
          <DataTable<DocRow, { keyword?: string; categoryId?: number }>
            tableId="knowledgeDocs"
            queryKey={DOCS_KEY}
            fetchPage={fetchDocs}
            conditions={{ keyword, categoryId }}
            list={list}
            columns={columns}
            rowKey="id"
            toolbar={
              <ListKeyword
                value={keyword}
                onChange={(next) => list.setFilters({ keyword: next })}
                placeholder={t('knowledge.doc.keyword')}
                aria-label={t('knowledge.doc.keyword')}
                style={{ width: 240 }}
              />
            }
          />
        </Card>
      </Col>
      {adding && (
        <DocFormModal
          categoryId={categoryId}
          onClose={() => setAdding(false)}
          onDone={(id) => {
            setAdding(false);
            showToast('success', t('knowledge.common.saved'));
            reload();
            navigate(docDetailPath(id));
          }}
        />
      )}
    </Row>
  );
}
