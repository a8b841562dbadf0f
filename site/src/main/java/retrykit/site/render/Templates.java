package retrykit.site.render;

import freemarker.template.Configuration;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Map;
import retrykit.site.SiteException;

/**
 * FreeMarker over the templates in {@code /templates} on the class path. The templates are
 * {@code .ftlh}, so every value is HTML-escaped unless a template says {@code ?no_esc} (done only for
 * HTML the generator made itself), and a missing value is an error, never an empty gap.
 */
public final class Templates {
    private final Configuration configuration;

    public Templates() {
        configuration = new Configuration(Configuration.VERSION_2_3_34);
        configuration.setClassForTemplateLoading(Templates.class, "/templates");
        configuration.setDefaultEncoding("UTF-8");
        configuration.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        configuration.setLogTemplateExceptions(false);
        configuration.setWrapUncheckedExceptions(true);
        configuration.setFallbackOnNullLoopVariable(false);
    }

    public String render(String template, Map<String, ?> model) {
        try {
            StringWriter out = new StringWriter();
            configuration.getTemplate(template).process(model, out);
            return out.toString();
        } catch (IOException | TemplateException e) {
            throw new SiteException("template " + template + " failed: " + e.getMessage());
        }
    }
}
