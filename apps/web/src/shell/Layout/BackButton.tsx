import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../paths';
import { backTarget } from './back';

/** Back from a page drilled into, in the phone's top bar (there are no tabs on a phone). */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      aria-label={t('shell.menu.back')}
      onClick={() =>
        void (backTarget(window.history.state) === 'history' ? navigate(-1) : navigate(PATHS.home))
      }
      data-testid="page-back"
    />
  );
}
