import { useTranslation } from 'react-i18next';
import type { CityResponse } from '../../../../domain/catalogue/catalogue.types';
import type { Step } from '../form-steps';
import type { RequestDraftState } from '../use-request-draft';
import { AddressField } from './address-field';
import { DetailsStep } from './details-step';
import { PhotosStep } from './photos-step';
import { PlaceStep } from './place-step';
import { QuestionStep } from './question-step';
import { useStepErrorText } from './step-error';
import { WhenStep } from './when-step';

export interface StepBodyProps {
  step: Exclude<Step, { kind: 'review' }>;
  form: RequestDraftState;
  cities: readonly CityResponse[];
  headingId: string;
  /** The category's work is done on site: the place step asks for the street address too. */
  needsAddress?: boolean;
  /** The category is a move: the place step asks where from and where to. */
  needsDestination?: boolean;
}

/** The controls of one step, wired to the draft and its inline errors. */
export function StepBody({ step, form, cities, headingId, needsAddress = false, needsDestination = false }: StepBodyProps) {
  const { t } = useTranslation();
  const errorText = useStepErrorText();
  const { draft, errors, update } = form;
  switch (step.kind) {
    case 'question': {
      const id = step.question.id;
      return (
        <QuestionStep
          question={step.question}
          headingId={headingId}
          value={draft.answers[String(id)]}
          onChange={(value) => form.setAnswer(id, value)}
          error={errorText(errors[`QuoteFormSubmissionField[${id}]`])}
        />
      );
    }
    case 'place': {
      const origin = (
        <>
          <PlaceStep
            cities={cities}
            city={draft.city}
            district={draft.district}
            onChange={update}
            errors={{ city: errorText(errors.city), district: errorText(errors.district) }}
          />
          {needsAddress && <AddressField value={draft.address} onChange={(address) => update({ address })} error={errorText(errors.address)} />}
        </>
      );
      if (!needsDestination) return origin;
      return (
        <>
          <fieldset className="rf-place-group">
            <legend className="rf-place-group__title">{t('requestForm>moving>from')}</legend>
            {origin}
          </fieldset>
          <fieldset className="rf-place-group">
            <legend className="rf-place-group__title">{t('requestForm>moving>to')}</legend>
            <PlaceStep
              cities={cities}
              city={draft.destinationCity}
              district={draft.destinationDistrict}
              labels={{ city: t('requestForm>moving>toCity'), district: t('requestForm>moving>toDistrict') }}
              onChange={({ city, district }) => update({ destinationCity: city, destinationDistrict: district })}
              errors={{ city: errorText(errors.destination_city), district: errorText(errors.destination_district) }}
            />
          </fieldset>
        </>
      );
    }
    case 'when':
      return <WhenStep dayLabel={draft.dayLabel} daySlots={draft.daySlots} onChange={update} error={errorText(errors.when)} />;
    case 'details':
      // The details in one's own words and the photos are one step: both are optional extras.
      return (
        <>
          <DetailsStep value={draft.description} onChange={(description) => update({ description })} error={errorText(errors.description)} />
          <h3 className="rf-step__subheading">{t('requestForm>photosHeading')}</h3>
          <PhotosStep
            photos={form.photos}
            onChange={form.setPhotos}
            error={errorText(errors.photos)}
            onError={(text) => form.setFieldError('photos', text ? { text } : undefined)}
          />
        </>
      );
  }
}
