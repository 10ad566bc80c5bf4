import { Card } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { KnowledgeSearch } from './KnowledgeSearch';

/**
 * Beside an order (its detail page, also on a phone): answers for the order's product or fault. It
 * starts with the product (or the order's title) as suggestions (any word), and searches what the
 * engineer types (every word; counted as an unknown problem when nothing answers).
 */
export function KnowledgePanel({ product, title }: { product?: string | null; title?: string | null }) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can(KNOWLEDGE_ACCESS.view)) return null;
  return (
    <Card
      size="small"
      title={
        <span>
          <BookOutlined /> {t('knowledge.panel.title')}
        </span>
      }
      data-testid="kb-order-panel"
    >
      <KnowledgeSearch initial={product || title || ''} match="any" pageSize={5} />
    </Card>
  );
}
