/** Query keys of the CV import's screens. */
export const cvImportKeys = {
  all: ['cvImport'] as const,
  logs: (query: unknown) => ['cvImport', 'logs', query] as const,
  json: (id: number) => ['cvImport', 'json', id] as const,
  fileVersion: (idDc: number) => ['cvImport', 'fileVersion', idDc] as const,
};
