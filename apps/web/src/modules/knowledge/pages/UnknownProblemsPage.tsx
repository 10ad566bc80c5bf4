import { useState } from 'react';
import { Button, Card, Popconfirm, Space } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UnknownProblem } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { KEYWORD_LIST } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { KNOWLEDGE_KEY, UNKNOWN_KEY, deleteUnknown, fetchUnknown } from '../api';
import { FaqFormModal } from '../components/FaqFormModal';
import { faqDetailPath } from '../paths';

/**
 * /UnknownProblems: what people searched that found no answer, most asked first; "Add as FAQ"
 * opens the FAQ form with the question (saving resolves it), "Ignore" removes it.
 */
export default function UnknownProblemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState(KEYWORD_LIST);
  const { keyword } = list.filters;
  const [answering, setAnswering] = useState<UnknownProblem | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
  const ignore = async (row: UnknownProblem) => {
    if (await runAction(() => deleteUnknown(row.id))) reload();
  };
  const columns: DataColumn<UnknownProblem>[] = [
    { key: 'question', title: t('knowledge.unknown.question'), dataIndex: 'question', width: 320 },
    { key: 'hits', title: t('knowledge.unknown.hits'), dataIndex: 'hits', width: 90 },
    {
      key: 'lastAskedAt',
      title: t('knowledge.unknown.lastAskedAt'),
      dataIndex: 'lastAskedAt',
      width: 160,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('knowledge.common.actions'),
      width: 200,
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setAnswering(row)} data-testid="kb-unknown-to-faq">
            {t('knowledge.unknown.toFaq')}
          </Button>
          <Popconfirm
            title={t('knowledge.unknown.ignoreConfirm')}
            onConfirm={() => void ignore(row)}
            okText={t('knowledge.unknown.ignore')}
            cancelText={t('knowledge.common.cancel')}
          >
            <Button type="link" size="small">
              {t('knowledge.unknown.ignore')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('knowledge.routes.UnknownProblems')}>
      <DataTable<UnknownProblem, { keyword?: string }>
        tableId="knowledgeUnknown"
        queryKey={UNKNOWN_KEY}
        fetchPage={fetchUnknown}
        conditions={{ keyword }}
        list={list}
        columns={columns}
        rowKey="id"
        toolbar={
          <ListKeyword
            value={keyword}
            onChange={(next) => list.setFilters({ keyword: next })}
            placeholder={t('knowledge.unknown.keyword')}
            aria-label={t('knowledge.unknown.keyword')}
            style={{ width: 240 }}
          />
        }
      />
      {answering && (
        <FaqFormModal
          fromUnknown={{ id: answering.id, question: answering.question }}
          onClose={() => setAnswering(null)}
          onDone={(id) => {
            setAnswering(null);
            showToast('success', t('knowledge.common.saved'));
            reload();
            navigate(faqDetailPath(id));
          }}
        />
      )}
    </Card>
  );
}
