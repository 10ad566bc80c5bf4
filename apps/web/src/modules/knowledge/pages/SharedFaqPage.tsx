import { Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { fetchSharedFaq } from '../api';
import { AnswerView } from '../components/AnswerView';
import { FileList } from '../components/FileList';

/** /faqShare/:token: a shared FAQ for anyone with the link (no sign-in), made for a phone. */
export default function SharedFaqPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const faq = useQuery({
    queryKey: ['knowledgeShare', token],
    queryFn: () => fetchSharedFaq(token),
    retry: false,
  });
  return (
    <StandaloneFrame>
      {faq.isError ? (
        <Result status="404" title={t('knowledge.share.notFound')} data-testid="kb-share-missing" />
      ) : !faq.data ? (
        <Skeleton active />
      ) : (
        <Card style={{ width: '100%', maxWidth: 720 }}>
          <Flex vertical gap={12}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="kb-share-question">
              {faq.data.question}
            </Typography.Title>
            {faq.data.similarQuestions.length > 0 && (
              <Flex gap={4} wrap>
                {faq.data.similarQuestions.map((q) => (
                  <Tag key={q}>{q}</Tag>
                ))}
              </Flex>
            )}
            {faq.data.answer && <AnswerView html={faq.data.answer} testId="kb-shared-answer" />}
            <FileList images={faq.data.images} attachments={faq.data.attachments} links />
          </Flex>
        </Card>
      )}
    </StandaloneFrame>
  );
}
