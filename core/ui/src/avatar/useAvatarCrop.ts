// Choosing, cropping and sending an avatar (spec 1 §5 for a user, spec 3 §5 for a group): the
// chosen file is checked first (type and size, with the server's own messages), then shown in a
// square crop box; the crop is drawn AVATAR_CROP_PX wide and sent as a PNG. The page draws the
// button, the hidden file input and the crop dialog (Semi's Cropper) with the refs given here.
import type { Cropper } from '@douyinfe/semi-ui';
import { useEffect, useRef, useState } from 'react';
import { AVATAR_CROP_PX } from '../constants.js';

export interface AvatarCropOptions {
  /** why the file may not be sent (a message for the user), or null */
  check: (file: File) => string | null;
  /** a refused file's message */
  warn: (message: string) => void;
  /** sends the cropped PNG; a refusal throws (the API client has shown why) and keeps the dialog open */
  send: (png: Blob) => Promise<void>;
}

/** the crop box's canvas drawn AVATAR_CROP_PX square, as a PNG */
export async function croppedPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const out = document.createElement('canvas');
  out.width = AVATAR_CROP_PX;
  out.height = AVATAR_CROP_PX;
  out.getContext('2d')!.drawImage(canvas, 0, 0, AVATAR_CROP_PX, AVATAR_CROP_PX);
  return new Promise<Blob | null>((r) => out.toBlob(r, 'image/png'));
}

export function useAvatarCrop({ check, warn, send }: AvatarCropOptions) {
  /** the chosen picture while the crop dialog is open */
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cropper = useRef<Cropper>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => { if (src) URL.revokeObjectURL(src); }, [src]);

  /** the file input's choice (the input is emptied, so that the same file may be chosen again) */
  function pick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = check(file);
    if (refused) return warn(refused);
    setSrc(URL.createObjectURL(file));
  }

  async function upload() {
    const canvas = cropper.current?.getCropperCanvas();
    if (!canvas) return;
    const png = await croppedPng(canvas);
    if (!png) return;
    setBusy(true);
    try {
      await send(png);
      setSrc(null);
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return { src, busy, cropper, input, pick, upload, choose: () => input.current?.click(), cancel: () => setSrc(null) };
}
