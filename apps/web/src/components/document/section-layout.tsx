import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { TealPanel } from '../panels/TealPanel';

/** A section of a document (skills file, annual evaluation…): a teal panel with its row count, a red marker while something is missing, and "Add". */
export function SectionPanel({
  id,
  title,
  icon,
  count,
  missingText,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  count?: number;
  /** Shown (in red) while the section lacks what submit requires. */
  missingText?: string | null;
  addLabel?: string;
  onAdd?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('document');
  return (
    <Box id={`section-${id}`} data-testid={`section-${id}`} sx={{ scrollMarginTop: 200 }}>
      <TealPanel
        icon={icon}
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            {title}
            {count !== undefined ? (
              <Chip
                label={count}
                size="small"
                sx={{ bgcolor: 'rgba(0,0,0,.25)', color: 'common.white', height: 22, fontWeight: 600 }}
              />
            ) : null}
            {missingText ? (
              <Tooltip title={missingText}>
                <ErrorOutline
                  fontSize="small"
                  aria-label={t('sectionMissing')}
                  sx={{ color: '#ffcdd2' }}
                  data-testid={`missing-${id}`}
                />
              </Tooltip>
            ) : null}
          </Box>
        }
      >
        <Stack spacing={2}>
          {missingText ? (
            <Alert severity="error" variant="outlined" data-testid={`missing-alert-${id}`}>
              {missingText}
            </Alert>
          ) : null}
          {children}
          {onAdd ? (
            <Box>
              <Button startIcon={<Add />} variant="outlined" onClick={onAdd} data-testid={`add-${id}`}>
                {addLabel}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </TealPanel>
    </Box>
  );
}

/** One row of a section: its title, details and, when editable, edit and delete buttons. Red when incomplete. */
export function RowCard({
  title,
  subtitle,
  children,
  onEdit,
  onDelete,
  missing,
  testId,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
  missing?: boolean;
  testId?: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('document');
  const name = typeof title === 'string' ? title : '';
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      data-missing={missing ? 'true' : undefined}
      sx={{
        p: 2,
        borderRadius: 2,
        borderColor: missing ? 'error.main' : 'divider',
        borderWidth: missing ? 2 : 1,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children ? <Box sx={{ mt: 1 }}>{children}</Box> : null}
      </Box>
      {aside}
      {onEdit || onDelete ? (
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          {onEdit ? (
            <Tooltip title={t('actions.edit')}>
              <IconButton onClick={onEdit} aria-label={t('actions.editRow', { name })} size="small">
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {onDelete ? (
            <Tooltip title={t('actions.delete')}>
              <IconButton onClick={onDelete} aria-label={t('actions.deleteRow', { name })} size="small" color="error">
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}

/** Label and value pairs inside a row. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {shown.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The add/edit dialog of a row: a form with Cancel and Save. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  pending,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('document');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid={testId}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Empty section text. */
export function EmptyRows({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );
}

/** Two fields side by side on wide screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>;
}
