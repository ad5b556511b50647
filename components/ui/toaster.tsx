"use client";

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { dismissToast, removeToast, useToasts } from "@/components/ui/use-toast";

type ToasterProps = { closeLabel: string; regionLabel: string; announceLabel: string };

export function Toaster({ closeLabel, regionLabel, announceLabel }: ToasterProps) {
  const toasts = useToasts();
  return (
    <ToastProvider label={announceLabel}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          open={item.open}
          variant={item.variant}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          onAnimationEnd={() => {
            if (!item.open) removeToast(item.id);
          }}
        >
          <div>
            <ToastTitle>{item.title}</ToastTitle>
            {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
          </div>
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={regionLabel} />
    </ToastProvider>
  );
}
