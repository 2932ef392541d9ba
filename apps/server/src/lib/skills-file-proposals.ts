/**
 * What other areas may propose to a person's skills file, for the owner to accept or dismiss (nothing is applied
 * without the owner). The skills-file module implements it; app.ts hands it to the modules that propose (training
 * wishes: a certification obtained; the evaluation and the business-manager review: skill levels once validated).
 * Server modules never import each other: this port is their meeting point.
 */
import type { Trx } from '../db/types';

/** Where a proposal comes from: the object that caused it (a training wish, an evaluation, a business-manager review). */
export type ProposalSourceType = 'training' | 'evaluation' | 'eepBm';
export interface ProposalSource {
  type: ProposalSourceType;
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

/**
 * The agreed ratings of a validated review (the reviewer's, 0–4 on the evaluation's scale) of catalogue skills, for
 * the skills file to compare with its star levels (1–4). Rating 0 ("not concerned") proposes nothing.
 */
export interface SkillRatingsProposal {
  personId: number;
  source: ProposalSource & { type: 'evaluation' | 'eepBm' };
  /** The review's year (its label: "evaluation 2026"). */
  year: number;
  ratings: readonly { idSkill: number; rating: number }[];
  /** Who caused it (the reviewer validating or signing again). */
  createdBy: number;
}

export interface SkillsFileProposalsPort {
  /**
   * Records (or replaces, for the same source) a pending certification proposal, inside the caller's transaction.
   * The owner sees it on their skills file (each language's file) and confirms it into a certification row.
   */
  proposeCertification(trx: Trx, proposal: CertificationProposal): Promise<void>;
  /**
   * Computes, inside the caller's transaction, the skill proposals a review's agreed ratings give against the
   * person's skills files now (a level that differs, a skill missing), replacing that source's pending skill
   * proposals (a review validated again after a correction). Answers how many are pending for the source.
   */
  proposeSkillRatings(trx: Trx, proposal: SkillRatingsProposal): Promise<number>;
  /** Withdraws the still-pending proposals of a source (e.g. "certification obtained" undone). */
  withdraw(trx: Trx, source: ProposalSource): Promise<void>;
}
