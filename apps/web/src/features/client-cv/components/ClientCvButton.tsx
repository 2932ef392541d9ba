import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import IosShare from '@mui/icons-material/IosShare';
import { useTranslation } from 'react-i18next';
import { ClientCvDialog } from './ClientCvDialog';

/** A row's "client CV" action (the skills search's results): opens the export dialog, the pasted need filled in. */
export default function ClientCvButton({
  idUser,
  idLang,
  name,
  need,
}: {
  idUser: number;
  idLang: number;
  /** Whose CV, for the button's accessible name. */
  name: string;
  need?: string;
}) {
  const { t } = useTranslation('clientCv');
  const [open, setOpen] = useState(false);
  const label = t('row.export', { name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() => setOpen(true)}
          data-testid={`client-cv-row-${idUser}`}
        >
          <IosShare fontSize="small" />
        </IconButton>
      </Tooltip>
      {open ? <ClientCvDialog open onClose={() => setOpen(false)} idUser={idUser} idLang={idLang} need={need} /> : null}
    </>
  );
}
