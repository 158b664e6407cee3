import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { textIn } from "~/i18n/owner-texts";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { DeleteScene } from "~/components/admin/delete-room-scene";
import { ChoiceField, HistoryLink, TextField } from "~/components/admin/form-field";
import { MediaPicker } from "~/components/admin/media-picker";
import { SurfaceEditor } from "~/components/admin/surface-editor";
import { SurfaceFields } from "~/components/admin/surface-fields";
import { TranslationGroups } from "~/components/admin/translation-groups";
import { useHydrated } from "~/components/use-hydrated";
import { Alert } from "~/components/alert";
import { messagesFor } from "~/i18n/catalogs";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { useDashboardLanguage } from "~/i18n/use-dashboard-messages";
import { readFormData } from "~/modules/http/request-body.server";
import { listMediaChoices } from "~/modules/media/media.server";
import { revisionsPath } from "~/modules/revisions/revisions";
import { scenePlacements } from "~/database/scene-surface";
import {
  blankSurface,
  ROOM_SCENES_PATH,
  roomSceneFormSchema,
  roomSceneFormValues,
  roomSceneFromForm,
  roomSceneLimits,
  surfaceFormValue,
  surfaceOfFormValue,
  typedSurfaceValues,
  withEditedCorners,
  type SurfaceFormValue,
} from "~/modules/room-scenes/room-scene-form";
import {
  deleteScene,
  productPagesShowing,
  readAdminScene,
  saveScene,
  sceneChoices,
  type RoomSceneSaveProblem,
} from "~/modules/room-scenes/room-scene-editing.server";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/room-scene";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

/** Every text at its limit in five languages, percent-encoded, with eight surfaces and a long list of products ticked. */
const MAX_ROOM_SCENE_FORM_BYTES = 256 * 1024;

async function sceneOrNotFound(db: Route.LoaderArgs["context"]["services"]["db"], id: string, notFound: string) {
  const scene = z.uuid().safeParse(id).success ? await readAdminScene(db, id) : null;
  if (!scene) throw data({ error: notFound }, { status: 404 });
  return scene;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const { db } = context.services;
  const scene = await sceneOrNotFound(db, params.sceneId, dashboardMessages(context).admin.roomScenes.errors.notFound);
  const [images, choices, servedLanguages, pages] = await Promise.all([
    listMediaChoices(db),
    sceneChoices(db),
    readServedLanguages(db),
    productPagesShowing(db, scene),
  ]);
  return { scene, values: roomSceneFormValues(scene), images, choices, servedLanguages, pages, created: url.searchParams.has("created") };
}

type Answer = { result?: SubmissionResult<string[]>; surfaces?: SurfaceFormValue[]; saved?: boolean; deleteError?: string };

const problemFields: Record<RoomSceneSaveProblem, { field: "photoId" | "placement"; message: "photoUnknown" | "unknownChoice" }> = {
  "photo-unknown": { field: "photoId", message: "photoUnknown" },
  "unknown-choice": { field: "placement", message: "unknownChoice" },
};

const deleteSchema = z.object({ intent: z.literal("delete"), confirm: z.literal("on").optional() });

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const { db } = context.services;
  const form = await readFormData(request, MAX_ROOM_SCENE_FORM_BYTES);
  const messages = dashboardMessages(context);
  const text = messages.admin.roomScenes;
  const schema = roomSceneFormSchema(text);
  if (form.get("intent") === "delete") {
    const parsed = deleteSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success || !z.uuid().safeParse(params.sceneId).success)
      return data<Answer>({ deleteError: messages.errors.badRequest }, { status: 400 });
    const deleted = await deleteScene(db, params.sceneId, parsed.data.confirm === "on");
    if (deleted.ok) {
      await recordAct(context, { action: "delete", subject: `room-scene:${params.sceneId}`, detail: { title: deleted.name } });
      throw redirect(`${ROOM_SCENES_PATH}?${new URLSearchParams({ deleted: deleted.name })}`);
    }
    if (deleted.problem === "in-use") return data<Answer>({ deleteError: text.errors.confirmDelete }, { status: 409 });
    if (deleted.problem === "shipped") return data<Answer>({ deleteError: text.errors.shipped }, { status: 409 });
    throw data({ error: text.errors.notFound }, { status: 404 });
  }

  const submission = parseWithZod(form, { schema });
  const refused = (result: SubmissionResult<string[]>, status: number) =>
    data<Answer>({ result, surfaces: typedSurfaceValues(form) }, { status });
  if (submission.status !== "success") return refused(submission.reply({ formErrors: [text.errors.fixBelow] }), 400);
  const saved = await saveScene(db, params.sceneId, roomSceneFromForm(submission.value), submission.value.version, admin);
  if (saved === "saved") return data<Answer>({ result: submission.reply(), saved: true });
  if (saved === "not-found") throw data({ error: text.errors.notFound }, { status: 404 });
  if (saved === "changed-meanwhile") return refused(submission.reply({ formErrors: [text.errors.changedMeanwhile] }), 409);
  const { field, message } = problemFields[saved];
  return refused(submission.reply({ formErrors: [text.errors.fixBelow], fieldErrors: { [field]: [text.errors[message]] } }), 400);
}

export default function RoomSceneEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.roomScenes;
  const schema = roomSceneFormSchema(text);
  const { scene, values, images, choices, servedLanguages, pages, created } = loaderData;
  const scripted = useHydrated();
  const [form, fields] = useDashboardForm(schema, {
    id: "room-scene",
    lastResult: actionData?.saved ? undefined : actionData?.result,
    defaultValue: values,
    shouldValidate: "onSubmit",
  });
  const [surfaces, setSurfaces] = useState<SurfaceFormValue[]>(() => actionData?.surfaces ?? scene.surfaces.map(surfaceFormValue));
  const [selected, setSelected] = useState(0);
  const surfaceErrors = (index: number) => (field: string) => form.allErrors[`surfaces[${index}].${field}`];
  const change = (index: number) => (value: SurfaceFormValue) =>
    setSurfaces((current) => current.map((each, position) => (position === index ? value : each)));
  // The editor draws the surfaces whose numbers are all there; its n-th is the form's n-th complete one.
  const editorSurfaces = surfaces.map(surfaceOfFormValue);
  const editorIndex = (index: number) => editorSurfaces.slice(0, index).filter(Boolean).length;
  const name = textIn(scene.texts, "name", "zh");
  return (
    <section className="space-y-4" aria-labelledby="room-scene-heading">
      <Link to={ROOM_SCENES_PATH} className="inline-block text-sm text-brand-700 underline underline-offset-4">
        {text.backToList}
      </Link>
      <h1 id="room-scene-heading" className="text-xl font-semibold">
        {text.editHeading(name)}
      </h1>
      <p className="text-sm">
        <HistoryLink to={revisionsPath("room-scene", scene.id)} />
      </p>
      {(actionData?.saved || (created && !actionData)) && <Alert tone="success">{actionData?.saved ? text.saved : text.created}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      <Form
        key={actionData?.saved ? scene.version : "editing"}
        method="post"
        {...getFormProps(form)}
        className="space-y-6 rounded-lg bg-white p-5 shadow-sm"
      >
        <input type="hidden" name="version" value={scene.version} />
        <MediaPicker
          name={fields.photoId.name}
          legend={text.fields.photoId}
          choices={images}
          defaultValue={typeof fields.photoId.initialValue === "string" ? fields.photoId.initialValue : ""}
          errors={fields.photoId.errors}
          errorId={fields.photoId.errorId}
        />
        <fieldset className="space-y-4">
          <legend className="mb-2 font-semibold">{text.fields.surfaces}</legend>
          <p className="text-sm text-stone-600">{text.surfacesHint}</p>
          <SurfaceEditor
            photo={{ src: scene.photo.src, width: scene.photo.width, height: scene.photo.height }}
            surfaces={editorSurfaces.flatMap((surface) => (surface ? [surface] : []))}
            onChange={(edited) =>
              setSurfaces((current) =>
                current.map((each, index) => (editorSurfaces[index] ? withEditedCorners(each, edited[editorIndex(index)]!) : each)),
              )
            }
            selected={editorIndex(selected)}
            onSelect={(chosen) => setSelected(editorSurfaces.findIndex((surface, index) => surface && editorIndex(index) === chosen))}
            slabs={choices.slabs}
            text={messages.admin.surfaceEditor}
          />
          {surfaces.map((surface, index) => (
            <SurfaceFields
              key={index}
              index={index}
              value={surface}
              onChange={change(index)}
              errors={surfaceErrors(index)}
              legend={text.surface(index + 1)}
              selected={scripted && index === selected}
              onRemove={scripted ? () => setSurfaces((current) => current.filter((_, position) => position !== index)) : null}
            />
          ))}
          {form.allErrors.surfaces && <p className="text-sm text-red-700">{form.allErrors.surfaces.join(" ")}</p>}
          {surfaces.length < roomSceneLimits.surfaces &&
            (scripted ? (
              <button
                type="button"
                onClick={() => {
                  setSurfaces((current) => [...current, surfaceFormValue(NEW_SURFACE)]);
                  setSelected(surfaces.length);
                }}
                className="rounded border border-brand-800 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
              >
                {text.addSurface}
              </button>
            ) : (
              <SurfaceFields
                index={surfaces.length}
                value={blankSurface()}
                onChange={() => {}}
                errors={surfaceErrors(surfaces.length)}
                legend={text.newSurface}
                selected={false}
                onRemove={null}
              />
            ))}
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <TextField field={fields.nameZh} label={text.fields.nameZh} lang="zh-CN" />
          <TextField field={fields.nameEn} label={text.fields.nameEn} lang="en" />
          <TextField field={fields.altZh} label={text.fields.altZh} lang="zh-CN" hint={text.altHint} />
          <TextField field={fields.altEn} label={text.fields.altEn} lang="en" />
        </fieldset>
        <TranslationGroups groups={fields.translations.getFieldset()} fieldNames={["name", "alt"]} served={servedLanguages}>
          {(translated, writtenIn) => (
            <div className="grid gap-4 md:grid-cols-2">
              <TextField field={translated.name} label={messages.admin.translations.roomScene.name} {...writtenIn} />
              <TextField field={translated.alt} label={messages.admin.translations.roomScene.alt} {...writtenIn} />
            </div>
          )}
        </TranslationGroups>
        <ChoiceField
          field={fields.placement}
          legend={text.fields.placement}
          type="radio"
          options={scenePlacements}
          labels={text.placements}
        />
        <ChoiceField
          field={fields.categoryIds}
          legend={text.fields.categoryIds}
          type="checkbox"
          options={choices.categories.map((category) => category.id)}
          labels={Object.fromEntries(choices.categories.map((category) => [category.id, category.title]))}
        />
        <div className="max-h-72 overflow-y-auto rounded border border-stone-200 p-3">
          <ChoiceField
            field={fields.productIds}
            legend={text.fields.productIds}
            type="checkbox"
            options={choices.products.map((product) => product.id)}
            labels={Object.fromEntries(choices.products.map((product) => [product.id, product.title]))}
          />
        </div>
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input {...getInputProps(fields.visible, { type: "checkbox" })} className="h-4 w-4" />
            {text.fields.visible}
          </label>
          <p id={fields.visible.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
            {fields.visible.errors?.join(" ")}
          </p>
        </div>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
      <DeleteScene shipped={scene.shippedKey !== null} pages={pages} placement={scene.placement} error={actionData?.deleteError} />
    </section>
  );
}

/** A new surface starts as a rectangle in the middle of the photo, for the owner to drag onto the real one. */
const NEW_SURFACE = {
  corners: [
    { x: 0.3, y: 0.55 },
    { x: 0.7, y: 0.55 },
    { x: 0.75, y: 0.75 },
    { x: 0.25, y: 0.75 },
  ],
  widthMm: 3000,
  depthMm: 900,
} satisfies Parameters<typeof surfaceFormValue>[0];
