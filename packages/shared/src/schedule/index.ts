export type { InterestSchedule, ScheduledPayment, ScheduleTerms } from './interest-schedule.ts';
export {
  DAY_COUNT_BASIS,
  dueDates,
  exactInterest,
  FREQUENCY_MONTHS,
  interestSchedule,
  maturityDate,
  sumMoney,
} from './interest-schedule.ts';
