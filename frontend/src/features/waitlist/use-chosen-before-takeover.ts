import { useOnTakeover } from '../../lib/page/typed-before-takeover';

/**
 * What useTypedBeforeTakeover (lib/page/typed-before-takeover.ts) does for text, for the checkboxes and radios of the form
 * `formId` (its own, and those joined to it by their `form` attribute): tapped before the app had taken the page over, they
 * are on screen but not in the app's state. For each name whose choice differs from what the server rendered, `choose`
 * gets the values checked now.
 */
export function useChosenBeforeTakeover(formId: string, choose: (name: string, checkedValues: string[]) => void): void {
  useOnTakeover(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const choices = Array.from(form.elements).filter(
      (field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'),
    );
    const changedNames = new Set(choices.filter((field) => field.checked !== field.defaultChecked).map((field) => field.name));
    for (const name of changedNames) {
      choose(
        name,
        choices.filter((field) => field.name === name && field.checked).map((field) => field.value),
      );
    }
  });
}
