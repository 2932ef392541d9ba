/** Query keys of the client CVs' calls. */
export const clientCvKeys = {
  all: ['clientCv'] as const,
  log: (idUser: number) => ['clientCv', 'log', idUser] as const,
  hiddenClients: (idUser: number) => ['clientCv', 'hiddenClients', idUser] as const,
  confidentialClients: () => ['clientCv', 'confidentialClients'] as const,
};
