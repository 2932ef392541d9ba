import { useId, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { brand } from '../../lib/theme';

export interface TealPanelProps {
  title: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  /** Always open: no toggle, no chevron. */
  forceOpen?: boolean;
  defaultExpanded?: boolean;
}

/** The teal collapsible panel: icon and title in a teal band; can be forced always open. */
export function TealPanel({ title, icon, children, forceOpen = false, defaultExpanded = true }: TealPanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  const open = forceOpen || expanded;
  return (
    <Accordion
      expanded={open}
      onChange={(_event, next) => {
        if (!forceOpen) setExpanded(next);
      }}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
      elevation={0}
    >
      <AccordionSummary
        id={`${id}-header`}
        // MUI gives this id to the panel's region (role=region, labelled by the summary): never to its content too.
        aria-controls={`${id}-content`}
        expandIcon={forceOpen ? null : <ExpandMore sx={{ color: 'common.white' }} />}
        sx={{
          bgcolor: brand.teal,
          color: 'common.white',
          minHeight: 52,
          cursor: forceOpen ? 'default !important' : 'pointer',
          '& .MuiAccordionSummary-content': { alignItems: 'center', gap: 1.5, my: 1 },
        }}
      >
        {icon}
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: { xs: 2, md: 3 } }}>{children}</AccordionDetails>
    </Accordion>
  );
}
