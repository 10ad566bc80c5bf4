import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { KNOWLEDGE_ACCESS } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { KNOWLEDGE_KEY, fetchFaq } from '../api';
import { FaqFormModal } from '../components/FaqFormModal';
import { AnswerView } from '../components/AnswerView';
import { FileList } from '../components/FileList';
import { faqDetailPath, sharePath } from '../paths';

/** /FAQManage/FAQdetails/:id (code 07002): the question, answer, files, associated questions, tags, share link. */
export default function FaqDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const faq = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'faq', id],
    queryFn: () => fetchFaq(id),
    enabled: valid,
  });
  if (!valid || faq.isError) return <Result status="404" title={t('knowledge.faq.notFound')} />;
  if (!faq.data) return <Skeleton active />;
  const f = faq.data;
  const link = f.shareToken ? new URL(sharePath(f.shareToken), window.location.origin).href : null;

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'normal' }} data-testid="kb-faq-title">
          {f.question}
        </Typography.Title>
      }
      extra={
        can(KNOWLEDGE_ACCESS.faq) && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="kb-faq-edit">
            {t('knowledge.common.edit')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        {f.similarQuestions.length > 0 && (
          <Flex gap={4} wrap>
            <Typography.Text type="secondary">{t('knowledge.faq.similar')}:</Typography.Text>
            {f.similarQuestions.map((q) => (
              <Tag key={q}>{q}</Tag>
            ))}
          </Flex>
        )}
        {f.answer && <AnswerView html={f.answer} testId="kb-faq-answer-text" />}
        <FileList images={f.images} attachments={f.attachments} />
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('knowledge.fields.category')}>
            {f.categoryName ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('knowledge.fields.tags')}>
            {f.tags.length
              ? f.tags.map((x) => (
                  <Tag key={x.id} color={x.color ?? undefined}>
                    {x.name}
                  </Tag>
                ))
              : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('knowledge.faq.shared')}>
            {link ? (
              <Flex gap={4} align="center" wrap>
                <Typography.Text code data-testid="kb-share-link">
                  {link}
                </Typography.Text>
                <Button
                  size="small"
                  icon={<CopyOutlined />}
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(link)
                      .then(() => showToast('success', t('knowledge.faq.copied')))
                  }
                >
                  {t('knowledge.faq.copy')}
                </Button>
              </Flex>
            ) : (
              t('knowledge.faq.notShared')
            )}
          </Descriptions.Item>
        </Descriptions>
        {f.associated.length > 0 && (
          <Flex vertical gap={4}>
            <Typography.Text strong>{t('knowledge.faq.associated')}</Typography.Text>
            {f.associated.map((a) => (
              <Link key={a.id} to={faqDetailPath(a.id)}>
                {a.question}
              </Link>
            ))}
          </Flex>
        )}
      </Flex>
      {editing && (
        <FaqFormModal
          faq={f}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            showToast('success', t('knowledge.common.saved'));
            void queryClient.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
          }}
        />
      )}
    </Card>
  );
}
