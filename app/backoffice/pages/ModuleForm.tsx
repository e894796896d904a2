/**
 * A module's form (issue 41): one per module kind — a banner's image (uploaded: PageImageField),
 * description, link and §9 heights, a slide banner's slides and speed, a card list's title and cards (CardPicker), a board
 * list's board and count, a video card's address, a section's layout and each slot, the recent
 * classes module's title. Each field says its rule's Korean message (adminPageRules.ts, the
 * contract's) once it was left or a publish was refused; typing in a field is one undo step, and
 * every keystroke is kept in the draft at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { TextArea } from '@ds/components/TextArea';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { ALT_MAX, DESCRIPTION_MAX, MODULE_TITLE_MAX, SLIDES_MAX, moduleProblems } from '@app/shared/api/contract/adminPageRules';
import { bannerDefaults, sectionLayouts, slotsOf, type BannerSlide, type ModuleOf, type PageModule, type SectionLayout, type SectionSlot } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { CardPicker } from './CardPicker';
import { PageImageField } from './PageImageField';
import { pageBoardsQuery } from './pageApi';
import { withLayout } from './pageEditing';
import { moduleName, type PageEditorApi } from './usePageEditor';

const text = copy.backofficePages;

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  fieldset {
    display: grid;
    gap: ${vars.space[3]};
    margin: 0;
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  legend { font-weight: ${vars.font.weightBold}; padding: 0 ${vars.space[1]}; }
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

/** What a field needs from the form: its value's problem (once shown), and how a keystroke is kept. */
interface FieldKit {
  problem: (field: string) => string | undefined;
  left: (field: string) => void;
  type: (next: PageModule, field: string) => void;
  change: (next: PageModule) => void;
}

const whole = (value: string) => (value.trim() === '' ? 0 : Math.trunc(Number(value)) || 0);
const optional = (value: string) => (value.trim() === '' ? null : value);

function SlideFields({ kit, prefix, slide, set, mobile }: { kit: FieldKit; prefix: string; slide: BannerSlide; set: (slide: BannerSlide) => PageModule; mobile: boolean }) {
  return (
    <>
      <PageImageField
        label={text.fieldImage}
        value={slide.imageUrl}
        error={kit.problem(`${prefix}imageUrl`)}
        required
        onChange={(imageUrl) => kit.change(set({ ...slide, imageUrl: imageUrl ?? '' }))}
        onType={(imageUrl) => kit.type(set({ ...slide, imageUrl }), `${prefix}imageUrl`)}
        onBlur={() => kit.left(`${prefix}imageUrl`)}
      />
      {mobile && (
        <PageImageField
          label={text.fieldMobileImage}
          value={slide.mobileImageUrl}
          error={kit.problem(`${prefix}mobileImageUrl`)}
          onChange={(mobileImageUrl) => kit.change(set({ ...slide, mobileImageUrl }))}
          onType={(mobileImageUrl) => kit.type(set({ ...slide, mobileImageUrl: optional(mobileImageUrl) }), `${prefix}mobileImageUrl`)}
          onBlur={() => kit.left(`${prefix}mobileImageUrl`)}
        />
      )}
      <TextField
        label={text.fieldAlt}
        value={slide.alt}
        maxLength={ALT_MAX}
        error={kit.problem(`${prefix}alt`)}
        onChange={(event) => kit.type(set({ ...slide, alt: event.target.value }), `${prefix}alt`)}
        onBlur={() => kit.left(`${prefix}alt`)}
        required
      />
      <TextField
        label={text.fieldLink}
        hint={text.linkHint}
        value={slide.linkUrl ?? ''}
        error={kit.problem(`${prefix}linkUrl`)}
        onChange={(event) => kit.type(set({ ...slide, linkUrl: optional(event.target.value) }), `${prefix}linkUrl`)}
        onBlur={() => kit.left(`${prefix}linkUrl`)}
      />
    </>
  );
}

function NumberField({ kit, field, label, value, hint, set }: { kit: FieldKit; field: string; label: string; value: number; hint?: string; set: (value: number) => PageModule }) {
  return (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      value={String(value)}
      error={kit.problem(field)}
      onChange={(event) => kit.type(set(whole(event.target.value)), field)}
      onBlur={() => kit.left(field)}
      required
    />
  );
}

function TitleField({ kit, module }: { kit: FieldKit; module: Exclude<PageModule, { kind: 'SingleBanner' | 'MultiBanner' }> }) {
  return (
    <TextField
      label={text.fieldModuleTitle}
      value={module.title}
      maxLength={MODULE_TITLE_MAX}
      error={kit.problem('title')}
      onChange={(event) => kit.type({ ...module, title: event.target.value }, 'title')}
      onBlur={() => kit.left('title')}
      required
    />
  );
}

function BoardField({ kit, field, value, set }: { kit: FieldKit; field: string; value: string; set: (boardKey: string) => PageModule }) {
  const boards = useQuery(pageBoardsQuery());
  return (
    <Select
      label={text.fieldBoard}
      value={value}
      placeholder={text.boardPlaceholder}
      options={(boards.data?.items ?? []).map((board) => ({ value: board.boardKey, label: text.boardOption(board.title, board.postCount) }))}
      error={boards.isError ? text.boardsFailed : kit.problem(field)}
      onChange={(event) => kit.change(set(event.target.value))}
      onBlur={() => kit.left(field)}
      required
    />
  );
}

function SingleBannerForm({ kit, module }: { kit: FieldKit; module: ModuleOf<'SingleBanner'> }) {
  return (
    <>
      <SlideFields kit={kit} prefix="slide." slide={module.slide} set={(slide) => ({ ...module, slide })} mobile />
      <NumberField kit={kit} field="height" label={text.fieldHeight} hint={text.heightHint(bannerDefaults.singleBannerHeight)} value={module.height} set={(height) => ({ ...module, height })} />
    </>
  );
}

function MultiBannerForm({ kit, module }: { kit: FieldKit; module: ModuleOf<'MultiBanner'> }) {
  const setSlide = (index: number, slide: BannerSlide) => ({ ...module, slides: module.slides.map((each, at) => (at === index ? slide : each)) });
  return (
    <>
      {module.slides.map((slide, index) => (
        <fieldset key={index}>
          <legend>{text.slide(index + 1)}</legend>
          <SlideFields kit={kit} prefix={`slides.${index}.`} slide={slide} set={(next) => setSlide(index, next)} mobile />
          {module.slides.length > 1 && (
            <Button size="sm" variant="ghost" onClick={() => kit.change({ ...module, slides: module.slides.filter((_, at) => at !== index) })}>
              {text.removeSlide(index + 1)}
            </Button>
          )}
        </fieldset>
      ))}
      {kit.problem('slides') && <p role="alert">{kit.problem('slides')}</p>}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={module.slides.length >= SLIDES_MAX}
          onClick={() => kit.change({ ...module, slides: [...module.slides, { imageUrl: '', mobileImageUrl: null, alt: '', linkUrl: null }] })}
        >
          {text.addSlide}
        </Button>
      </div>
      <Row>
        <NumberField kit={kit} field="pcMaxHeight" label={text.fieldPcMaxHeight} hint={text.heightHint(bannerDefaults.pcMaxHeight)} value={module.pcMaxHeight} set={(pcMaxHeight) => ({ ...module, pcMaxHeight })} />
        <NumberField kit={kit} field="mobileMaxHeight" label={text.fieldMobileMaxHeight} hint={text.heightHint(bannerDefaults.mobileMaxHeight)} value={module.mobileMaxHeight} set={(mobileMaxHeight) => ({ ...module, mobileMaxHeight })} />
        <NumberField kit={kit} field="transitionSpeed" label={text.fieldSpeed} value={module.transitionSpeed} set={(transitionSpeed) => ({ ...module, transitionSpeed })} />
      </Row>
    </>
  );
}

function SlotFields({ kit, module, index, slot }: { kit: FieldKit; module: ModuleOf<'PageSection'>; index: number; slot: SectionSlot }) {
  const prefix = `slots.${index}.`;
  const set = (next: SectionSlot) => ({ ...module, slots: module.slots.map((each, at) => (at === index ? next : each)) });
  if (slot.slot === 'image') {
    return <SlideFields kit={kit} prefix={prefix} slide={{ ...slot, mobileImageUrl: null }} set={({ imageUrl, alt, linkUrl }) => set({ slot: 'image', imageUrl, alt, linkUrl })} mobile={false} />;
  }
  if (slot.slot === 'video') {
    return (
      <>
        <TextField label={text.fieldVideoTitle} value={slot.title} maxLength={MODULE_TITLE_MAX} error={kit.problem(`${prefix}title`)} onChange={(event) => kit.type(set({ ...slot, title: event.target.value }), `${prefix}title`)} onBlur={() => kit.left(`${prefix}title`)} required />
        <TextField label={text.fieldVideoUrl} value={slot.videoUrl} error={kit.problem(`${prefix}videoUrl`)} onChange={(event) => kit.type(set({ ...slot, videoUrl: event.target.value }), `${prefix}videoUrl`)} onBlur={() => kit.left(`${prefix}videoUrl`)} required />
      </>
    );
  }
  return (
    <>
      <BoardField kit={kit} field={`${prefix}boardKey`} value={slot.boardKey} set={(boardKey) => set({ ...slot, boardKey })} />
      <NumberField kit={kit} field={`${prefix}count`} label={text.fieldCount} value={slot.count} set={(count) => set({ ...slot, count })} />
    </>
  );
}

function PageSectionForm({ kit, module }: { kit: FieldKit; module: ModuleOf<'PageSection'> }) {
  return (
    <>
      <TitleField kit={kit} module={module} />
      <Select
        label={text.fieldLayout}
        value={module.layout}
        options={sectionLayouts.map((layout) => ({ value: layout, label: text.layoutNames[layout] }))}
        onChange={(event) => kit.change(withLayout(module, event.target.value as SectionLayout))}
      />
      {module.slots.map((slot, index) => (
        <fieldset key={`${module.layout}-${index}`}>
          <legend>{text.slotName(index + 1, slotsOf[module.layout][index] ?? slot.slot)}</legend>
          <SlotFields kit={kit} module={module} index={index} slot={slot} />
        </fieldset>
      ))}
    </>
  );
}

function fieldsOf(kit: FieldKit, module: PageModule, editor: PageEditorApi): ReactNode {
  switch (module.kind) {
    case 'SingleBanner':
      return <SingleBannerForm kit={kit} module={module} />;
    case 'MultiBanner':
      return <MultiBannerForm kit={kit} module={module} />;
    case 'BoardList':
      return (
        <>
          <TitleField kit={kit} module={module} />
          <BoardField kit={kit} field="boardKey" value={module.boardKey} set={(boardKey) => ({ ...module, boardKey })} />
          <NumberField kit={kit} field="count" label={text.fieldCount} value={module.count} set={(count) => ({ ...module, count })} />
        </>
      );
    case 'VideoCard':
      return (
        <>
          <TitleField kit={kit} module={module} />
          <TextField label={text.fieldVideoUrl} value={module.videoUrl} error={kit.problem('videoUrl')} onChange={(event) => kit.type({ ...module, videoUrl: event.target.value }, 'videoUrl')} onBlur={() => kit.left('videoUrl')} required />
          <TextArea
            label={text.fieldDescription}
            value={module.description}
            maxLength={DESCRIPTION_MAX}
            error={kit.problem('description')}
            onChange={(event) => kit.type({ ...module, description: event.target.value }, 'description')}
            onBlur={() => kit.left('description')}
          />
        </>
      );
    case 'PageSection':
      return <PageSectionForm kit={kit} module={module} />;
    case 'RecentInventory':
      return (
        <>
          <TitleField kit={kit} module={module} />
          <p>{text.recentNote}</p>
        </>
      );
    default:
      // The card lists.
      return (
        <>
          <TitleField kit={kit} module={module} />
          <CardPicker module={module} problem={kit.problem('items')} onChange={(next) => editor.changeModule(next)} />
        </>
      );
  }
}

export function ModuleForm({ editor, module, showAll }: { editor: PageEditorApi; module: PageModule; showAll: boolean }) {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const problems = moduleProblems(module);
  const kit: FieldKit = {
    problem: (field) => (showAll || left.has(field) ? problems[field] : undefined),
    left: (field) => {
      editor.endTyping();
      setLeft((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    type: (next, field) => editor.typeModule(next, field),
    change: (next) => editor.changeModule(next),
  };
  const name = moduleName(module);
  return (
    <section aria-labelledby="module-form-heading" data-module-form={module.id}>
      <h2 id="module-form-heading">{text.formTitle(name)}</h2>
      <Fields>{fieldsOf(kit, module, editor)}</Fields>
    </section>
  );
}
