import { Suspense, useCallback, useState } from 'react';
import { Button, Card, Col, Popconfirm, Row, Space, Spin, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { KNOWLEDGE_ACCESS, KNOWLEDGE_KINDS, type FaqRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { lazyPart } from '../../../shell/chunks';
import { FAQS_KEY, KNOWLEDGE_KEY, deleteFaq, fetchFaqs } from '../api';
import { CategoryTree } from '../components/CategoryTree';
import { KnowledgeSearch } from '../components/KnowledgeSearch';
import { faqDetailPath } from '../paths';

// The form loads when opened (its category picker and the attachments' upload).
const FaqFormModal = lazyPart(() => import('../components/FaqFormModal').then((m) => m.FaqFormModal));

/**
 * /FAQManage: search across FAQs and documents, the FAQ category tree and the FAQ list (by category
 * and question); managers (10702) add, edit and delete.
 */
export default function FaqManagePage() {
  const { t } = useTranslation();
  const can = useCan();
  const manage = can(KNOWLEDGE_ACCESS.faq);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
  const [searching, setSearching] = useState(false);
  const onActive = useCallback((active: boolean) => setSearching(active), []);
  const reload = () => void queryClient.invalidateQueries({ queryKey: KNOWLEDGE_KEY });

  const remove = async (row: FaqRow) => {
    if (await runAction(() => deleteFaq(row.id))) {
      showToast('success', t('knowledge.common.deleted'));
      reload();
    }
  };
  const columns: DataColumn<FaqRow>[] = [
    {
      key: 'question',
      title: t('knowledge.faq.question'),
      dataIndex: 'question',
      width: 320,
      render: (question: string, row) => (
        <Link to={faqDetailPath(row.id)} data-testid="kb-faq-row">
          {question}
        </Link>
      ),
    },
    { key: 'category', title: t('knowledge.fields.category'), dataIndex: 'categoryName', width: 120 },
    {
      key: 'shared',
      title: t('knowledge.faq.shared'),
      dataIndex: 'shared',
      width: 90,
      render: (shared: boolean) => (shared ? <Tag color="green">{t('knowledge.faq.sharedOn')}</Tag> : '—'),
      exportValue: (row) => (row.shared ? t('knowledge.faq.sharedOn') : ''),
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
            render: (_v: unknown, row: FaqRow) => (
              <Popconfirm
                title={t('knowledge.faq.deleteConfirm')}
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
          } as DataColumn<FaqRow>,
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('knowledge.search.title')}>
        <KnowledgeSearch onActive={onActive} />
      </Card>
      {!searching && (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={6}>
            <CategoryTree
              kind={KNOWLEDGE_KINDS.faq}
              canManage={manage}
              selected={categoryId}
              onSelect={setCategoryId}
            />
          </Col>
          <Col xs={24} lg={18}>
            <Card
              title={t('knowledge.routes.FAQManage')}
              extra={
                manage && (
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => setAdding(true)}
                    data-testid="kb-faq-add"
                  >
                    {t('knowledge.faq.add')}
                  </Button>
                )
              }
            >
              <DataTable<FaqRow, { keyword?: string; categoryId?: number }>
                tableId="knowledgeFaqs"
                queryKey={FAQS_KEY}
                fetchPage={fetchFaqs}
                conditions={{ keyword, categoryId }}
                list={list}
                columns={columns}
                rowKey="id"
                toolbar={
                  <ListKeyword
                    value={keyword}
                    onChange={(next) => list.setFilters({ keyword: next })}
                    placeholder={t('knowledge.faq.keyword')}
                    aria-label={t('knowledge.faq.keyword')}
                    style={{ width: 240 }}
                  />
                }
              />
            </Card>
          </Col>
        </Row>
      )}
      {adding && (
        <Suspense fallback={<Spin fullscreen />}>
          <FaqFormModal
            categoryId={categoryId}
            onClose={() => setAdding(false)}
            onDone={(id) => {
              setAdding(false);
              showToast('success', t('knowledge.common.saved'));
              reload();
              navigate(faqDetailPath(id));
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
