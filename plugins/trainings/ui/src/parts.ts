// What other plugins' pages show of a training the way this plugin does (`@oj/plugin-trainings/parts`,
// bundled into their remote): the auth and category tags, the progress bar (spec 3 §9: 2 decimals),
// the training form's fields, rules and state (spec 3 §5), the public-problem picker and the state
// of a training's problem list for its admins, used by a group's training list and training admin
// (the groups plugin). Their strings are this plugin's 'trainings' namespace, loaded with its
// descriptor.
export { AuthTag, CategoryTag, PercentBar, progressPercent, userHomePath } from './trainingMeta.js';
export { TrainingStyles } from './styles.js';
export { TrainingFormFields } from './admin/TrainingFormFields.js';
export { FORM_LIMITS, fromTraining, newDraft, rankValue, toBody, trainingErrors, type TrainingDraft } from './admin/training-form.js';
export { PublicProblemPicker, type PublicPickerCalls } from './admin/PublicProblemPicker.js';
export { useTrainingForm, type TrainingFormOptions } from './admin/useTrainingForm.js';
export { useTrainingProblemsAdmin, type TrainingProblemsCalls, type TrainingProblemsOptions } from './admin/useTrainingProblemsAdmin.js';
export { ADMIN_PAGE_SIZE, listCategories } from './admin/api.js';
