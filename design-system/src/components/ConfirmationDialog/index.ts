export {
  ConfirmationDialog,
  ConfirmProvider,
  useConfirm,
  type ConfirmationDialogProps,
  type ConfirmFunction,
  type ConfirmOptions,
  type ConfirmProviderProps,
} from './ConfirmationDialog';
