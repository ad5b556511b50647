import { Spinner } from "@/components/ui/spinner";
import { ui } from "@/content/ui";

export default function Loading() {
  return <Spinner label={ui.loading} className="min-h-[50vh]" />;
}
