import { useState } from 'react';
import { Card, Col, Flex, Menu, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hiddenTips, setAllTips } from '../../../components/HelpTip';
import { localCache } from '../../../shell/cache';
import { useSession } from '../../../shell/session/useSession';
import { useLocale } from '../../../shell/useLocale';
import { HELP_ARTICLES } from '../help-articles';

/** The switch that turns the pages' help tips back on (or off) for the signed-in user. */
function TipsSwitch() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [on, setOn] = useState(() => (user ? hiddenTips(localCache, user).length === 0 : true));
  if (!user) return null;
  return (
    <Flex gap={8} align="center">
      <Switch
        checked={on}
        onChange={(next) => {
          setAllTips(localCache, user, next);
          setOn(next);
        }}
        aria-label={t('knowledge.help.tips')}
        data-testid="kb-help-tips"
      />
      <Typography.Text>{t('knowledge.help.tips')}</Typography.Text>
    </Flex>
  );
}

/**
 * /help: the help centre — short articles about the product's modules, in the language on screen,
 * and the switch for the pages' help tips.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [key, setKey] = useState(HELP_ARTICLES[0]!.key);
  const article = HELP_ARTICLES.find((a) => a.key === key) ?? HELP_ARTICLES[0]!;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={7}>
        <Card size="small" title={t('knowledge.help.articles')} extra={<TipsSwitch />}>
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
