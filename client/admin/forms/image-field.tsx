import { useFormContext } from "./form-context.ts";
import { setIn, type IssueMap } from "./issues.ts";
import { Messages } from "./schema-field.tsx";

interface ImageValue {
  src?: string;
  alt?: string;
  decorative?: boolean;
  width?: number;
  height?: number;
}

/**
 * An image field (client/blocks/fields/image.ts): its address, typed or chosen from the
 * media library (which fills in its size), what it shows for people who cannot see it, or
 * that it is decorative, and its intrinsic width and height.
 */
export function ImageField({
  id,
  label,
  value,
  path,
  issues,
  optional,
  onChange,
}: {
  id: string;
  label: string;
  value: unknown;
  path: string;
  issues: IssueMap;
  optional: boolean;
  onChange(value: unknown): void;
}) {
  const context = useFormContext();
  const image = (value ?? {}) as ImageValue;
  const set = (key: keyof ImageValue, next: unknown) => onChange(setIn(image, [key], next));
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const number = (text: string) => (text === "" ? undefined : Number(text));
  if (value === undefined && optional) {
    return (
      <fieldset className="field-set field-set--image">
        <legend>{label}</legend>
        <button
          type="button"
          className="admin-button admin-button--small"
          onClick={async () => {
            const picked = await context.pickImage();
            onChange(
              picked ? { src: picked.src, alt: "", width: picked.width, height: picked.height } : { src: "", alt: "" },
            );
          }}
        >
          Add an image
        </button>
      </fieldset>
    );
  }
  return (
    <fieldset className="field-set field-set--image">
      <legend>{label}</legend>
      <Messages id={`${id}-image`} list={issues.get(path)} />
      <div className="image-field">
        {image.src ? (
          <img className="image-field__thumb" src={image.src} alt="" width={image.width} height={image.height} />
        ) : (
          <span className="image-field__thumb image-field__thumb--empty">No image</span>
        )}
        <div className="image-field__controls">
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={async () => {
              const picked = await context.pickImage();
              if (picked) onChange({ ...image, src: picked.src, width: picked.width, height: picked.height });
            }}
          >
            Choose from media
          </button>
          {optional ? (
            <button
              type="button"
              className="admin-button admin-button--small admin-button--quiet"
              onClick={() => onChange(undefined)}
            >
              Remove image
            </button>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-src`}>
          Address
        </label>
        <input
          id={`${id}-src`}
          value={image.src ?? ""}
          placeholder="/images/… or https://…"
          onChange={(event) => set("src", event.target.value)}
          aria-describedby={`${id}-src-m`}
        />
        <Messages id={`${id}-src-m`} list={issues.get(at("src"))} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-alt`}>
          Text for people who cannot see it (alt)
        </label>
        <input
          id={`${id}-alt`}
          value={image.alt ?? ""}
          onChange={(event) => set("alt", event.target.value)}
          aria-describedby={`${id}-alt-m`}
        />
        <Messages id={`${id}-alt-m`} list={issues.get(at("alt"))} />
      </div>
      <div className="field field--toggle">
        <input
          id={`${id}-decorative`}
          type="checkbox"
          checked={Boolean(image.decorative)}
          onChange={(event) => set("decorative", event.target.checked || undefined)}
        />
        <label htmlFor={`${id}-decorative`}>Decorative (no alt text needed)</label>
      </div>
      <div className="field-row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-w`}>
            Width (px)
          </label>
          <input
            id={`${id}-w`}
            type="number"
            min={1}
            value={image.width ?? ""}
            onChange={(event) => set("width", number(event.target.value))}
            aria-describedby={`${id}-w-m`}
          />
          <Messages id={`${id}-w-m`} list={issues.get(at("width"))} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-h`}>
            Height (px)
          </label>
          <input
            id={`${id}-h`}
            type="number"
            min={1}
            value={image.height ?? ""}
            onChange={(event) => set("height", number(event.target.value))}
            aria-describedby={`${id}-h-m`}
          />
          <Messages id={`${id}-h-m`} list={issues.get(at("height"))} />
        </div>
      </div>
    </fieldset>
  );
}
