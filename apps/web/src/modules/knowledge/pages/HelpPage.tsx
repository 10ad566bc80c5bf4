import { useState } from 'react';
import { Card, Col, Menu, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shell/useLocale';
import { HELP_ARTICLES } from '../help-articles';

/** /help: the help centre — short articles about the product's modules, in the language on screen. */
export default function HelpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [key, setKey] = useState(HELP_ARTICLES[0]!.key);
  const article = HELP_ARTICLES.find((a) => a.key === key) ?? HELP_ARTICLES[0]!;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={7}>
        <Card size="small" title={t('knowledge.help.articles')}>
          <Menu
            mode="inline"
            selectedKeys={[article.key]}
            onClick={(e) => setKey(e.key)}
            style={{ borderInlineEnd: 0 }}
            items={HELP_ARTICLES.map((a) => ({ key: a.key, label: a.title[locale] }))}
            data-testid="kb-help-menu"
          />
        </Card>
      </Col>
      <Col xs={24} md={17}>
        <Card title={article.title[locale]} data-testid="kb-help-article">
          {article.body[locale].map((p, i) => (
            <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
          ))}
        </Card>
      </Col>
    </Row>
  );
}
