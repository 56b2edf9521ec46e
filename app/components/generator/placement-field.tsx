import type { PlacementSlot } from "~/modules/ink/placement-options";
import type { FormReply } from "~/utils/form-reply";
import type { FormFieldErrors } from "~/utils/http-error";
import { fieldErrorProps, FieldMessage } from "../ui/field-message";

/**
 * Where it goes (issue 38): a placement and, for a band, the wearer's circumference (Premium and
 * Pro; the field is disabled on other plans, whose bands are drawn round the standard one). Plain
 * fields whose choices and hint come from the page's data, so they weigh next to nothing in the
 * home page's JavaScript and keep what is chosen before the page is interactive; the generation
 * reads them from the form (generation-runner.ts), the server ignores a circumference for a
 * placement that is not a band.
 */
export default function PlacementField(props: {
  slot: PlacementSlot;
  values?: FormReply["values"];
  errors: FormFieldErrors;
}) {
  const { slot, errors } = props;
  return (
    <div>
      <label htmlFor="placement" className="label">
        Where it goes
      </label>
      <select
        id="placement"
        name="placement"
        defaultValue={props.values?.placement ?? ""}
        className="field"
        {...fieldErrorProps("placement", errors.placement)}
      >
        <option value="">Anywhere</option>
        {slot.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage fieldId="placement" error={errors.placement} />
      <label htmlFor="circumference" className="mt-2 block text-xs text-ink-600">
        Circumference in cm (bands)
      </label>
      <input
        id="circumference"
        name="circumference"
        inputMode="decimal"
        maxLength={5}
        defaultValue={props.values?.circumference ?? ""}
        disabled={!slot.canChooseCircumference}
        placeholder="e.g. 16"
        autoFocus={Boolean(errors.circumference)}
        {...fieldErrorProps("circumference", errors.circumference, "circumference-hint")}
        className="field mt-1"
      />
      <p id="circumference-hint" className="mt-1 text-xs text-ink-600">
        {slot.circumferenceHint}
      </p>
      <FieldMessage fieldId="circumference" error={errors.circumference} />
    </div>
  );
}
