import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { supportMailto } from '../../lib/site-links';

export function SupportLink({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('header.support')}>
      <IconButton
        color="inherit"
        component="a"
        href={supportMailto(email, t('header.supportSubject'))}
        aria-label={t('header.support')}
      >
        <SupportAgentOutlined />
      </IconButton>
    </Tooltip>
  );
}
