import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { MobileSplash } from '../components/device/MobileSplash';
import { useUnsupportedDevice } from '../components/device/use-unsupported-device';
import { NotificationProvider } from '../components/notifications/NotificationProvider';
import { ColorModeProvider } from '../lib/color-mode';
import { LandingContext } from '../lib/landing';
import { createQueryClient } from '../lib/query-client';
import { landingPath } from './navigation';
import { createAppRouter } from './router';

function Routed() {
  const [router] = useState(createAppRouter);
  return (
    <LandingContext value={landingPath}>
      <RouterProvider router={router} />
    </LandingContext>
  );
}

/** Providers; phones and tablets get only the splash page. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const unsupported = useUnsupportedDevice();
  return (
    <ColorModeProvider>
      {unsupported ? (
        <MobileSplash />
      ) : (
        <QueryClientProvider client={queryClient}>
          <NotificationProvider>
            <Routed />
          </NotificationProvider>
        </QueryClientProvider>
      )}
    </ColorModeProvider>
  );
}
