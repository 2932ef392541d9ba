import type { ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import type { DcLanguageFile } from '@my-skills/shared/schemas/skills-file';
import { errorMessage } from '../../../lib/error-message';
import { documentTypes } from '../../../lib/document-types';
import { paths } from '../../../lib/paths';
import { useDcMenu } from '../api/get-dc-menu';
import { DcStatusChip } from './DcStatusChip';
import { ExportMenu } from '../../../components/document/ExportMenu';
import { formatDateTime } from '../../../lib/dates';
import { PageHeading } from '../../../components/layout/PageHeading';
import { languageCodeOf } from '@my-skills/shared/ui-language';

/** Entries of the skills-file hub that the language cards already cover. */
const COVERED_ENTRIES = new Set(['ownSkillsFile', 'createSkillsFile']);
const ENTRY_ICONS: Record<string, ReactElement> = { teamSkillsFiles: <WorkspacesOutlined /> };

/** /page/dc/menu: my file in each language with status, version and last change; open, create, export; CV import. */
export function SkillsFileMenuPage({
  user,
  hubEntries,
}: {
  user: CurrentUser;
  /** The skills-file hub's entries the account may open (menu-definitions). */
  hubEntries: { id: string; to: string }[];
}) {
  const { t } = useTranslation('skillsFile');
  const { t: tm } = useTranslation('menus');
  const menu = useDcMenu(null);
  const otherEntries = hubEntries.filter((entry) => !COVERED_ENTRIES.has(entry.id));

  return (
    <Box component="section" aria-labelledby="dc-menu-title">
      <PageHeading id="dc-menu-title" title={t('menu.title')} subtitle={t('menu.subtitle', { name: user.firstName })} />
      {menu.isError ? <Alert severity="error">{errorMessage(menu.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {menu.isPending
          ? [1, 2].map((key) => <Skeleton key={key} variant="rounded" height={230} />)
          : (menu.data?.files ?? []).map((file) => (
              <LanguageCard key={file.idLang} file={file} idUser={menu.data!.idUser} canCreate={menu.data!.canCreate} />
            ))}
      </Box>

      <Divider sx={{ my: 4 }} />
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('menu.more')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <EntryCard
          to={`${paths.page.dcImport}?idUser=${user.id}`}
          icon={<UploadFileOutlined />}
          title={t('menu.cvImport')}
          description={t('menu.cvImportDescription')}
          testId="dc-menu-cv-import"
        />
        {otherEntries.map((entry) => (
          <EntryCard
            key={entry.id}
            to={entry.to}
            icon={ENTRY_ICONS[entry.id] ?? <DescriptionOutlined />}
            title={tm(`entries.${entry.id}.title`)}
            description={tm(`entries.${entry.id}.description`)}
            testId={`menu-entry-${entry.id}`}
          />
        ))}
      </Box>
    </Box>
  );
}

function LanguageCard({ file, idUser, canCreate }: { file: DcLanguageFile; idUser: number; canCreate: boolean }) {
  const { t, i18n } = useTranslation('skillsFile');
  const open = documentTypes.dc.page({ idUser, idLang: file.idLang });
  const create = generatePath(paths.page.dcCreateFor, { idUser: String(idUser), idLang: String(file.idLang) });
  const exists = file.idDc !== null;
  return (
    <Card data-testid={`dc-card-${file.idLang}`} sx={{ display: 'flex', flexDirection: 'column', borderRadius: 2 }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: exists ? 'primary.main' : 'action.selected',
              color: exists ? 'primary.contrastText' : 'text.secondary',
              fontWeight: 700,
            }}
          >
            {languageCodeOf(file.idLang).toUpperCase()}
          </Box>
          <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', flex: 1 }}>
            {t(`menu.fileIn.${file.idLang}`)}
          </Typography>
          <DcStatusChip status={file.status} />
        </Stack>
        {exists ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('menu.titleLabel')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {file.title || t('identity.noTitle')}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('menu.version')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="dc-card-version">
              v{file.version}
              {file.archived.length > 0 ? ` · ${t('menu.archived', { count: file.archived.length })}` : ''}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('menu.lastChange')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(file.updatedAt, i18n.language)}
              {file.updatedBy ? ` · ${file.updatedBy.name}` : ''}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('menu.noFileYet')}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {exists ? (
          <>
            <Button
              variant="contained"
              component={RouterLink}
              to={open}
              endIcon={<ArrowForward />}
              data-testid={`dc-open-${file.idLang}`}
            >
              {t('menu.open')}
            </Button>
            <ExportMenu document={{ kind: 'dc', id: file.idDc! }} />
          </>
        ) : canCreate ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={create}
            startIcon={<NoteAddOutlined />}
            data-testid={`dc-create-${file.idLang}`}
          >
            {t('menu.create')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}

function EntryCard({
  to,
  icon,
  title,
  description,
  testId,
}: {
  to: string;
  icon: ReactElement;
  title: string;
  description: string;
  testId: string;
}) {
  return (
    <Box component="li" sx={{ display: 'flex' }}>
      <Card sx={{ flex: 1, display: 'flex', '&:hover': { borderColor: 'primary.main' } }}>
        <CardActionArea
          component={RouterLink}
          to={to}
          data-testid={testId}
          sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
        >
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          <ChevronRight sx={{ color: 'text.disabled' }} aria-hidden />
        </CardActionArea>
      </Card>
    </Box>
  );
}
