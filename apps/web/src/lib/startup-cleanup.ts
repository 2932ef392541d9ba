/**
 * At page load: empty every CacheStorage cache and unregister any leftover service worker
 * (the app uses neither; an older deployment may have left them behind).
 */
export async function clearBrowserCaches(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // CacheStorage is unavailable (insecure context, private mode): nothing to clear.
  }
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch {
    // Service workers are unavailable: nothing to remove.
  }
}
