/**
 * What other areas may propose to a person's skills file, for the owner to accept or dismiss (nothing is applied
 * without the owner). The skills-file module implements it; app.ts hands it to the modules that propose (training
 * wishes: a certification obtained). Server modules never import each other: this port is their meeting point.
 */
import type { Trx } from '../db/types';

/** Where a proposal comes from: the object that caused it (a training wish now; an evaluation later). */
export interface ProposalSource {
  type: 'training';
  id: number;
}

/** A certification the person obtained (a training wish marked "certification obtained"). */
export interface CertificationProposal {
  personId: number;
  source: ProposalSource;
  name: string;
  organism: string;
  /** ISO dates (yyyy-mm-dd) or null. */
  obtainedDate: string | null;
  expiryDate: string | null;
  /** Who caused it (the person marking the certification obtained). */
  createdBy: number;
}

export interface SkillsFileProposalsPort {
  /**
   * Records (or replaces, for the same source) a pending certification proposal, inside the caller's transaction.
   * The owner sees it on their skills file (each language's file) and confirms it into a certification row.
   */
  proposeCertification(trx: Trx, proposal: CertificationProposal): Promise<void>;
  /** Withdraws the still-pending proposals of a source (e.g. "certification obtained" undone). */
  withdraw(trx: Trx, source: ProposalSource): Promise<void>;
}
