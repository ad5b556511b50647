import { staticPage } from "@/app/_pages/define";
import { ProcessPage } from "@/components/pages/process-page";
import { getProcess } from "@/lib/content";

export default staticPage("process", ProcessPage, (locale) => getProcess(locale).meta);
