// The forecast: how likely an opportunity is to be won, by default from its stage. This table is the one
// place the defaults live (keyed by the stage enum's members, so a new stage fails typecheck until it has
// one); the server turns it into SQL for the sums (server/features/oportunidades/forecast.ts), the portal shows it.
// An opportunity's own `probabilidade` overrides its stage's; left empty it follows the stage as it moves.
import { Stage } from './enums';

export const STAGE_PROBABILITY: Readonly<Record<keyof typeof Stage, number>> = {
  Lead: 5, Prospect: 10, FirstMeeting: 20, AwaitingDocuments: 30, CalculationPending: 40, Processing: 45,
  CalculationDone: 50, CalculationReview: 55, Presentation: 60, Negotiation: 75, ContractSigned: 90, Won: 100,
};

/** A stage's default probability by its code; 0 for a stage the enum does not know (a row added later). */
export const PROBABILITY_BY_STAGE: Readonly<Record<number, number>> = Object.fromEntries(
  (Object.keys(STAGE_PROBABILITY) as (keyof typeof Stage)[]).map((member) => [Stage[member], STAGE_PROBABILITY[member]]),
);
export const UNKNOWN_STAGE_PROBABILITY = 0;

export const stageProbability = (estagio: number) => PROBABILITY_BY_STAGE[estagio] ?? UNKNOWN_STAGE_PROBABILITY;

/** The effective probability: the opportunity's own, else its stage's. */
export const probabilityOf = (row: { probabilidade: number | null; estagio: number }) =>
  row.probabilidade ?? stageProbability(row.estagio);

export const PROBABILITY_RANGE = 'A probabilidade deve ser um número inteiro entre 0 e 100.';

/** 'Fechamento previsto por mês' covers the current month and the five after it. */
export const FORECAST_MONTHS = 6;
