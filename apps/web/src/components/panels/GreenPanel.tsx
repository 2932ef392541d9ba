import { useId, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { brand } from '../../lib/theme';

export interface GreenPanelProps {
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
}

/** The green collapsible panel with a title. */
export function GreenPanel({ title, children, defaultExpanded = true }: GreenPanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      elevation={0}
      sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        id={`${id}-header`}
        // MUI gives this id to the panel's region (role=region, labelled by the summary): never to its content too.
        aria-controls={`${id}-content`}
        expandIcon={<ExpandMore sx={{ color: brand.green }} />}
        sx={{ borderLeft: 6, borderColor: brand.green, minHeight: 48, '& .MuiAccordionSummary-content': { my: 1 } }}
      >
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600, color: 'secondary.main' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: { xs: 2, md: 3 } }}>{children}</AccordionDetails>
    </Accordion>
  );
}
