/** Wires key people: its repository, its registration in the document kernel and its service. */
import type { Db } from '../../db/types';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { FileAccess } from '../people/file-access';
import { createKeyPeopleRepository } from './key-people.repository';
import { registerKeyPeople } from './key-people.document';
import { createKeyPeopleService } from './key-people.service';

export interface KeyPeopleModuleDeps {
  db: Db;
  kernel: DocumentKernel;
  fileAccess: FileAccess;
  now?: () => Date;
}

export function createKeyPeopleModule(deps: KeyPeopleModuleDeps) {
  const repository = createKeyPeopleRepository(deps.db);
  const document = registerKeyPeople({ kernel: deps.kernel, repository, fileAccess: deps.fileAccess });
  return {
    keyPeople: createKeyPeopleService({
      kernel: deps.kernel,
      document,
      repository,
      fileAccess: deps.fileAccess,
      now: deps.now ?? (() => new Date()),
    }),
  };
}
