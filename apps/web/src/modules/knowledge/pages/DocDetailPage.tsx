import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Progress, Result, Skeleton, Typography } from 'antd';
import { EditOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { KNOWLEDGE_ACCESS, SUMMARY_STATES } from '@fieldline/domain';
import { openFilePreview } from '../../../components/FilePreview/preview';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { KNOWLEDGE_KEY, fetchDoc, fetchSummaryTask, generateSummary } from '../api';
import { DocFormModal } from '../components/DocFormModal';
import { SummaryStateTag } from '../components/SummaryStateTag';

const POLL_MS = 1000;

/**
 * /DOCManage/DOCMdetails/:id (code 07006): the document, its file in the shell's preview, and its
 * summary; while the summary job runs, its progress (findTaskDetail) is asked for each second.
 */
export default function DocDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const doc = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'doc', id],
    queryFn: () => fetchDoc(id),
    enabled: valid,
  });
  const task = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'task', id],
    queryFn: () => fetchSummaryTask(id),
    enabled: valid && doc.isSuccess,
    refetchInterval: (q) => (q.state.data?.state === SUMMARY_STATES.running ? POLL_MS : false),
  });
  if (!valid || doc.isError) return <Result status="404" title={t('knowledge.doc.notFound')} />;
  if (!doc.data) return <Skeleton active />;
  const d = doc.data;
  const state = task.data ?? {
    state: d.summaryState,
    progress: d.summaryProgress,
    summary: d.summary,
    error: d.summaryError,
  };
  const manage = can(KNOWLEDGE_ACCESS.docs);
  const regenerate = async () => {
    if (await runAction(() => generateSummary(id))) void task.refetch();
  };

  return (
    <Flex vertical gap={12}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'normal' }} data-testid="kb-doc-title">
            {d.name}
          </Typography.Title>
        }
        extra={
          manage && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('knowledge.common.edit')}
            </Button>
          )
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('knowledge.fields.category')}>
            {d.categoryName ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('knowledge.doc.file')}>
            {d.file ? (
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => openFilePreview({ url: d.file!.url, name: d.file!.name })}
                data-testid="kb-doc-preview"
              >
                {d.file.name}
              </Button>
            ) : (
              '—'
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t('knowledge.doc.summary')}
        extra={
          <Flex gap={8} align="center">
            <SummaryStateTag state={state.state} />
            {manage && state.state !== SUMMARY_STATES.running && (
              <Button
                size="small"
                icon={<ReloadOutlined />}
                onClick={() => void regenerate()}
                data-testid="kb-doc-regenerate"
              >
                {t('knowledge.doc.regenerate')}
              </Button>
            )}
          </Flex>
        }
      >
        {state.state === SUMMARY_STATES.running && (
          <Progress percent={state.progress} status="active" data-testid="kb-summary-progress" />
        )}
        {state.state === SUMMARY_STATES.failed && (
          <Typography.Text type="danger">
            {t('knowledge.doc.failed', { error: state.error ?? '' })}
          </Typography.Text>
        )}
        {state.summary ? (
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
            data-testid="kb-doc-summary"
          >
            {state.summary}
          </Typography.Paragraph>
        ) : (
          state.state === SUMMARY_STATES.done && (
            <Typography.Text type="secondary">{t('knowledge.doc.noText')}</Typography.Text>
          )
        )}
      </Card>
      {editing && (
        <DocFormModal
          doc={d}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            showToast('success', t('knowledge.common.saved'));
            void queryClient.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
          }}
        />
      )}
    </Flex>
  );
}
