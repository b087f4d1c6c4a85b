/**
 * @castmyscript/ui-kit: presentational components, hooks and pure formatting functions shared
 * by the shell and every remote. No API calls, no store, no remote imports (rule 2).
 *
 * Styling: import a PrimeReact theme, primeicons and then `@castmyscript/ui-kit/theme.css`
 * once at the app root; see `PRIME_THEMES` for the matching PrimeReact themes and dark mode.
 */
export { Avatar, type AvatarProps } from './avatar/avatar';
export { AVATAR_FALLBACK_COLOUR, AVATAR_PALETTE, avatarColour } from './avatar/avatar-colour';
export { initialsOf } from './avatar/initials-of';

export { ProgressTrack, type ProgressTrackProps } from './progress/progress-track';
export { StepProgressBar, type StepProgressBarProps } from './progress/step-progress-bar';
export { stepProgressPercent } from './progress/step-progress';
export { Stepper, WorkflowStepper, type WorkflowStepperProps } from './progress/workflow-stepper';
export {
  WORKFLOW_STEPS,
  type WorkflowStepState,
  workflowStepState,
} from './progress/workflow-steps';

export {
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from './password/password-strength-meter';
export {
  PASSWORD_CRITERIA,
  PASSWORD_MIN_LENGTH,
  type PasswordCriterion,
  type PasswordStrength,
  type PasswordStrengthLabel,
  passwordStrength,
} from './password/password-strength';

export { Pager, type PagerProps } from './pager/pager';
export { GoToPage, type GoToPageProps } from './pager/go-to-page';
export { type PageItem } from './pager/page-item';
export { transactionPages } from './pager/transaction-pages';
export { historyPages } from './pager/history-pages';
export {
  HISTORY_PAGE_SIZE,
  TRANSACTION_PAGE_SIZE,
  pageCount,
  pageSlice,
  shouldShowPager,
} from './pager/paging';

export { CreditBar, type CreditBarProps } from './credits/credit-bar';
export { PlanCard, type PlanCardPlan, type PlanCardProps } from './plan/plan-card';
export { type TableColumn, TableShell, type TableShellProps } from './table/table-shell';
export { type UsageColour, usageColour, usagePercent } from './credits/usage-colour';

export { TOAST_LIFE_MS, ToastProvider, type ToastProviderProps } from './toast/toast-provider';
export { useToast } from './toast/use-toast';
export type { ToastApi, ToastOptions, ToastSeverity } from './toast/toast-context';

export { ModalProvider, type ModalProviderProps } from './modal/modal-provider';
export { useModal } from './modal/use-modal';
export type { AlertOptions, ConfirmOptions, ModalApi } from './modal/modal-context';

export { RemoteFallback, type RemoteFallbackProps } from './feedback/remote-fallback';
export { PageLoader, type PageLoaderProps } from './feedback/page-loader';
export { PageTitle, type PageTitleProps } from './page/page-title';

export { relativeTime } from './format/relative-time';
export { formatDateGB } from './format/format-date-gb';
export { estimatedProcessingSeconds } from './format/estimated-processing-seconds';
export { formatDuration } from './format/format-duration';
export { daysRemaining } from './format/days-remaining';

export { PRIME_THEMES, type ThemeMode, applyThemeMode } from './theme/theme-mode';
