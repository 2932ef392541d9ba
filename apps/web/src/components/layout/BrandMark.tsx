import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The 'My Skills' logo and name. */
export function BrandMark({
  size = 32,
  inverted = false,
  showName = true,
}: {
  size?: number;
  inverted?: boolean;
  showName?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#00796b'} />
        <path d="M16 44V20h6l10 13 10-13h6v24h-6V30l-10 12-10-12v14z" fill={inverted ? '#00796b' : '#ffffff'} />
      </Box>
      {showName ? (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size * 0.6, letterSpacing: 0.2, color: 'inherit', whiteSpace: 'nowrap' }}
        >
          My Skills
        </Typography>
      ) : null}
    </Box>
  );
}
