import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "@/lib/site/utils";

// Used as a namespace, as Radix's own parts are: Dialog.Root, Dialog.Panel, Dialog.Title.
export { Root, Close, Title, Description } from "@radix-ui/react-dialog";

type PanelProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  overlayClassName?: string;
  /** Called once the dialog has let go of focus: the caller puts focus back where it belongs. */
  onClosed: () => void;
};

/** The overlay and the dialog itself, in a portal. */
export function Panel({ overlayClassName, onClosed, className, ...props }: PanelProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn(
          "fixed inset-0 z-50 bg-brand-900/70 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
          overlayClassName,
        )}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        className={cn(
          "fixed z-50 bg-white focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}
