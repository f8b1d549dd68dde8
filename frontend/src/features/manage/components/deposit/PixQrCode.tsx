import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/** The Pix's QR code, drawn in the browser from the copia e cola text. */
export function PixQrCode({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(code, { errorCorrectionLevel: 'M', margin: 4, width: 480 }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div style={{ width: 240, height: 240, margin: '0 auto', background: 'white' }}>
      {src && <img src={src} alt="QR code do Pix" width={240} height={240} style={{ display: 'block' }} />}
    </div>
  );
}
