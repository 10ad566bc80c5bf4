import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession';
import { ProfileDetails } from './ProfileDetails';

/** The signed-in user's profile, from the user menu. */
export default function ProfileModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Modal
      open={open}
      title={t('shell.profile.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
      width={520}
    >
      <ProfileDetails user={user} />
    </Modal>
  );
}
