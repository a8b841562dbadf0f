package retrykit.grader.property;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Hands each {@link Property} its {@link Prop}, configured from the JUnit Platform's
 * configuration parameters ({@code retrykit.seed}, {@code retrykit.tries}, {@code retrykit.replay},
 * {@code retrykit.shrinkSteps}).
 */
public final class PropertyExtension implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Prop.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        PropertyConfig defaults = PropertyConfig.defaults();
        int tries = context.getConfigurationParameter(PropertyConfig.TRIES)
                .map(Integer::parseInt)
                .orElse(defaults.tries());
        int cap = context.getRequiredTestMethod().getAnnotation(Property.class).tries();
        PropertyConfig config = new PropertyConfig(
                context.getConfigurationParameter(PropertyConfig.SEED)
                        .map(Long::parseLong)
                        .orElse(null),
                cap > 0 ? Math.min(cap, tries) : tries,
                context.getConfigurationParameter(PropertyConfig.REPLAY)
                        .map(Long::parseLong)
                        .orElse(null),
                context.getConfigurationParameter(PropertyConfig.SHRINK_STEPS)
                        .map(Integer::parseInt)
                        .orElse(defaults.shrinkSteps()));
        // The id, not the display name, seeds the property: renaming an item keeps its cases.
        String id = context.getRequiredTestClass().getName() + "#"
                + context.getRequiredTestMethod().getName();
        return new Prop(id, config);
    }
}
