import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { GuideKey } from '@my-skills/shared/constants';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { useDownloadGuide } from '../api/get-guide';

const STAFF_GUIDES: GuideKey[] = ['skillsFileGuide', 'skillsFileNotice', 'evaluationGuide'];
const CANDIDATE_GUIDES: GuideKey[] = ['candidateMemo'];

/** Guides and notices (PDF); candidates see the candidate memo instead. */
export function GuidesMenu({ roleId }: { roleId: number }) {
  const { t } = useTranslation('menus');
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useDownloadGuide();
  const guides = roleId === 0 ? CANDIDATE_GUIDES : STAFF_GUIDES;
  return (
    <>
      <Tooltip title={t('guides.label')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('guides.label')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'guides-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="guides-menu"
        >
          <MenuBookOutlined />
        </IconButton>
      </Tooltip>
      <Menu id="guides-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {guides.map((guide) => (
          <MenuItem
            key={guide}
            disabled={download.isPending}
            onClick={() => {
              setAnchor(null);
              download.mutate(guide, { onError: (error) => notify(errorMessage(error), 'error') });
            }}
          >
            <ListItemIcon>
              <PictureAsPdfOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`guides.${guide}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
